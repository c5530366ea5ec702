import { Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isActivePath, type NavLinkItem } from './nav-types';

export interface NavMenuProps {
  id: string;
  /** The id of the button that opens the menu, which names it. */
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  links: NavLinkItem[];
  pathname: string;
  children?: ReactNode;
}

/** The dropdown of a header menu button: its links, the current page's selected. */
export function NavMenu({ id, buttonId, anchor, onClose, links, pathname, children }: NavMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {links.map((link) => (
        <MenuItem
          key={link.value}
          component={NavLink}
          to={link.value}
          selected={isActivePath(pathname, link.value)}
          onClick={onClose}
        >
          {link.title}
        </MenuItem>
      ))}
      {children}
    </Menu>
  );
}
