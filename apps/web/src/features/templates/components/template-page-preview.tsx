import { Box, Paper, Typography } from '@mui/material';
import {
  COLOR_CLASSES,
  DEFAULT_COLORS,
  renderPageSvg,
  type TemplateDocument,
  type ThemeValues,
} from '@stockroom/contract';
import { useMemo } from 'react';
import { placeholderToken } from './template-format';

// A grey "LOGO" card where the brand's logo will go, so that the admin sees the slot. An image
// cannot use the page's fonts, hence the system's sans-serif.
const LOGO_STAND_IN = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" preserveAspectRatio="none">' +
    '<rect width="200" height="100" fill="#e4e7eb" stroke="#9aa5b1" stroke-width="4" stroke-dasharray="12 8"/>' +
    '<text x="100" y="62" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="700" fill="#52606d" text-anchor="middle">LOGO</text></svg>',
)}`;

/** The neutral theme the admin sees: default colours, each placeholder showing its own `{{name}}`. */
export function neutralTheme(placeholders: readonly string[]): ThemeValues {
  return {
    classes: Object.fromEntries(COLOR_CLASSES.map((c) => [c, { color: DEFAULT_COLORS[c] }])) as ThemeValues['classes'],
    text: Object.fromEntries(placeholders.map((name) => [name, placeholderToken(name)])),
    logo: LOGO_STAND_IN,
  };
}

interface PagePreviewProps {
  document: TemplateDocument;
  pageIndex: number;
  theme: ThemeValues;
  /** Keeps the ids of several inline pages apart. */
  idPrefix: string;
}

/**
 * One page as inline SVG, serialized by the contract's `renderPageSvg` — the same code the server's
 * renderer runs, on a document the server has sanitized.
 */
export function TemplatePagePreview({ document, pageIndex, theme, idPrefix }: PagePreviewProps) {
  const markup = useMemo(
    () => renderPageSvg(document, pageIndex, theme, { fluid: true, idPrefix }),
    [document, pageIndex, theme, idPrefix],
  );
  const name = document.pages[pageIndex]?.name ?? `Page ${pageIndex + 1}`;
  const [, , width, height] = document.view_box;
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Paper
        variant="outlined"
        role="img"
        aria-label={`${name}, in neutral colours`}
        sx={{
          aspectRatio: `${width} / ${height}`,
          // As wide as the column allows, yet never taller than most of the screen.
          width: `min(100%, calc(70vh * ${width / height}))`,
          mx: 'auto',
          overflow: 'hidden',
          '& > svg': { display: 'block', width: '100%', height: '100%' },
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized the document and renderPageSvg escapes every text and attribute
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {name}
      </Typography>
    </Box>
  );
}
