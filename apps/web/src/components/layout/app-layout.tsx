import { Box } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { logout } from '../../lib/auth-actions';
import { whenIdle } from '../../lib/when-idle';
import { DialogProvider } from './dialog-area';
import { prefetchOverlays } from './lazy-overlays';
import { type HeaderUser, type NavConfig, type PrimaryAction, visibleNav } from './nav-types';
import { PrimaryActionProvider, usePagePrimaryAction } from './primary-action';
import { SiteHeader } from './site-header';
import { SnackbarArea } from './snackbar-area';

export interface AppLayoutProps {
  logoUrl: string;
  isLoggedIn: boolean;
  user: HeaderUser | undefined;
  /** Every link; protected ones show only for admins. */
  nav: NavConfig;
  /** The header's primary button when logged in; a page may override it with `usePrimaryAction`. */
  primaryAction?: PrimaryAction;
  hideHeader?: boolean;
  /** Shown above the content, e.g. a progress bar while the next page loads. */
  banner?: ReactNode;
  /** The admin screens' wider content, for tables of many columns (decision 0035). */
  wide?: boolean;
  children: ReactNode;
}

export const DEFAULT_PRIMARY_ACTION: PrimaryAction = { label: 'Log out', onClick: () => void logout() };

/** Spec §2: content 1500 px wide at most, with 180 px side padding on desktop and 16 px on phones. */
const contentSx = { width: '100%', maxWidth: 1500, mx: 'auto', px: { xs: '16px', md: '180px' }, py: 3 } as const;
/** Admin tables need the room: 1184 px of content at 1280 px, growing to 1856 px. */
const wideContentSx = { ...contentSx, maxWidth: 1920, px: { xs: '16px', md: '32px', lg: '48px' } } as const;

function LayoutFrame({ primaryAction, hideHeader, banner, wide, children, ...header }: AppLayoutProps) {
  const pageAction = usePagePrimaryAction();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {!hideHeader && (
        <SiteHeader
          {...header}
          nav={visibleNav(header.nav, header.user?.is_admin ?? false)}
          primaryAction={pageAction ?? primaryAction ?? DEFAULT_PRIMARY_ACTION}
        />
      )}
      {banner}
      <Box component="main" sx={wide ? wideContentSx : contentSx}>
        {children}
      </Box>
      <SnackbarArea />
    </Box>
  );
}

/** The page shell: header, content, snackbar area and dialog area. */
export function AppLayout(props: AppLayoutProps) {
  useEffect(() => whenIdle(prefetchOverlays), []);
  return (
    <PrimaryActionProvider>
      <DialogProvider>
        <LayoutFrame {...props} />
      </DialogProvider>
    </PrimaryActionProvider>
  );
}
