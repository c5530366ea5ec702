import { Button, Stack } from '@mui/material';
import { NavLink } from 'react-router';
import { NavMenuButton, navButtonSx } from './nav-menu-button';
import type { NavConfig } from './nav-types';

/** The wide-screen navigation: plain links, then one dropdown per group. */
export function DesktopNav({ nav }: { nav: NavConfig }) {
  return (
    <Stack component="nav" aria-label="Main" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {nav.links.map((link) => (
        <Button key={link.value} component={NavLink} to={link.value} color="inherit" sx={navButtonSx}>
          {link.title}
        </Button>
      ))}
      {nav.groups.map((group) => (
        <NavMenuButton key={group.title} label={group.title} links={group.links} />
      ))}
    </Stack>
  );
}
