import { Box, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** The site header's height at each screen size, as MUI's toolbar sets it, as `top` offsets. */
function belowHeader(theme: Theme) {
  const offsets: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theme.mixins.toolbar)) {
    if (key === 'minHeight') offsets.top = value;
    else if (value && typeof value === 'object' && 'minHeight' in value) offsets[key] = { top: value.minHeight };
  }
  return offsets;
}

/** The part of a phone's screen the preview may take: the controls keep the rest. */
const PHONE_SHARE = '40svh';
/** What the phone's pane holds besides the page: its padding and the toolbar (and page names). */
const phoneReserve = (several: boolean) => (several ? 100 : 76);

interface PreviewPaneProps {
  phone: boolean;
  /** Whether the template has several pages (their names take a line on a phone). */
  several: boolean;
  /** Shown under the preview on a phone, so that undo and the save status stay in reach. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/**
 * Where the preview stays in view while the member edits. On a desktop it sticks beside the
 * controls; on a phone it sticks under the site header, at most 40% of the screen tall, full width,
 * with the toolbar, and the controls scroll beneath it.
 */
export function PreviewPane({ phone, several, toolbar, children }: PreviewPaneProps) {
  if (phone) {
    return (
      <Box
        component="section"
        aria-label="Preview"
        sx={(theme) => ({
          ...belowHeader(theme),
          position: 'sticky',
          zIndex: theme.zIndex.appBar - 1,
          // To the screen's edges, over the content's padding, so nothing shows beside it as it scrolls.
          mx: '-16px',
          px: 2,
          py: 1,
          maxHeight: PHONE_SHARE,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          bgcolor: 'grey.100',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: '0 6px 8px -6px rgba(0, 0, 0, 0.25)',
          '--preview-page-height': `calc(${PHONE_SHARE} - ${phoneReserve(several)}px)`,
        })}
      >
        {children}
        {toolbar}
      </Box>
    );
  }
  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{
        position: 'sticky',
        // Below the site header, which stays in view.
        top: 80,
        p: 3,
        borderRadius: 2,
        bgcolor: 'grey.100',
      }}
    >
      {children}
    </Box>
  );
}
