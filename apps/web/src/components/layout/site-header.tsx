import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Stack, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginAddress } from '../../lib/navigation';
import { PRIVATE_TEXT } from '../../lib/recording-privacy';
import { OnDemand } from '../feedback/on-demand';
import { DesktopNav } from './desktop-nav';
import { PhoneDrawer } from './lazy-overlays';
import { NavMenuButton } from './nav-menu-button';
import type { HeaderUser, NavConfig, PrimaryAction } from './nav-types';
import { useOpenedOnce } from './use-opened-once';

export interface SiteHeaderProps {
  logoUrl: string;
  isLoggedIn: boolean;
  user: HeaderUser | undefined;
  /** Already filtered for the person (protected links only for admins). */
  nav: NavConfig;
  primaryAction: PrimaryAction;
}

// The logo is 329×160; the bar shows it at this height, keeping its proportions.
const LOGO_HEIGHT = 40;

export function SiteHeader({ logoUrl, isLoggedIn, user, nav, primaryAction }: SiteHeaderProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const location = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const displayName = user?.first_name || user?.username || 'Account';

  // Navigating anywhere (a link, the back button) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address change is the trigger
  useEffect(() => setDrawerOpen(false), [here]);

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2, maxWidth: 1500, width: '100%', mx: 'auto' }}>
        <Link to="/products" style={{ display: 'inline-flex', flexShrink: 0 }}>
          <Box
            component="img"
            src={logoUrl}
            alt="Stockroom"
            width={329}
            height={160}
            sx={{ height: LOGO_HEIGHT, width: 'auto', display: 'block' }}
          />
        </Link>
        {isLoggedIn && !isPhone && <DesktopNav nav={nav} />}
        <Box sx={{ flexGrow: 1 }} />
        {/* Not on the log-in page itself: its form's button is the one to press there. */}
        {!isLoggedIn && location.pathname !== '/login' && (
          // A button (not a link) so that it is the same control whether logged in or out.
          <Button variant="contained" onClick={() => navigate(loginAddress(here))}>
            Log in
          </Button>
        )}
        {isLoggedIn && !isPhone && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="span" sx={{ fontWeight: 600 }} {...PRIVATE_TEXT}>
              {displayName}
            </Typography>
            {nav.userLinks.length > 0 && (
              // Named apart from the name shown beside it: a first name may well be "Admin".
              <NavMenuButton label={<AccountCircleIcon />} ariaLabel="Account menu" links={nav.userLinks} />
            )}
            <Button variant="contained" onClick={primaryAction.onClick}>
              {primaryAction.label}
            </Button>
          </Stack>
        )}
        {isLoggedIn && isPhone && (
          <>
            <IconButton edge="end" aria-label="Open menu" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
            {drawerMounted && (
              <OnDemand>
                <PhoneDrawer
                  open={drawerOpen}
                  onClose={() => setDrawerOpen(false)}
                  nav={nav}
                  user={user}
                  primaryAction={primaryAction}
                />
              </OnDemand>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
