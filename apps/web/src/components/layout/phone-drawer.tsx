import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { PRIVATE_TEXT } from '../../lib/recording-privacy';
import type { HeaderUser, NavConfig, NavLinkItem, PrimaryAction } from './nav-types';

export interface PhoneDrawerProps {
  open: boolean;
  onClose: () => void;
  nav: NavConfig;
  user: HeaderUser | undefined;
  primaryAction: PrimaryAction;
}

const activeSx = { '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 700 } } as const;

function LinkList({ links, label, onNavigate }: { links: NavLinkItem[]; label?: string; onNavigate: () => void }) {
  return (
    <List dense subheader={label ? <ListSubheader>{label}</ListSubheader> : undefined} aria-label={label}>
      {/* A list holds list items only (an accessibility scan's rule): each link sits in one. */}
      {links.map((link) => (
        <ListItem key={link.value} disablePadding>
          <ListItemButton component={NavLink} to={link.value} onClick={onNavigate} sx={activeSx}>
            <ListItemText primary={link.title} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The phone navigation (spec §2): who is signed in, every link and group, and the primary button. */
export function PhoneDrawer({ open, onClose, nav, user, primaryAction }: PhoneDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        {user && (
          <Box sx={{ px: 2, py: 2 }} {...PRIVATE_TEXT}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {user.first_name || user.username}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.username}
            </Typography>
          </Box>
        )}
        <Divider />
        <LinkList links={nav.links} onNavigate={onClose} />
        {nav.userLinks.length > 0 && <LinkList links={nav.userLinks} onNavigate={onClose} />}
        {nav.groups.map((group) => (
          <Fragment key={group.title}>
            <Divider />
            <LinkList links={group.links} label={group.title} onNavigate={onClose} />
          </Fragment>
        ))}
        <Box sx={{ mt: 'auto', p: 2 }}>
          <Button
            fullWidth
            variant="contained"
            onClick={() => {
              onClose();
              primaryAction.onClick();
            }}
          >
            {primaryAction.label}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
