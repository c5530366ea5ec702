import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { OnDemand } from '../feedback/on-demand';
import { NavMenu } from './lazy-overlays';
import { isActivePath, type NavLinkItem } from './nav-types';
import { useOpenedOnce } from './use-opened-once';

interface NavMenuButtonProps {
  label: ReactNode;
  links: NavLinkItem[];
  /** Overrides the button's accessible name when the label is not plain text. */
  ariaLabel?: string;
  children?: ReactNode;
}

/** A header button that opens a menu of links (a dropdown group or the user menu). */
export function NavMenuButton({ label, links, ariaLabel, children }: NavMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const menuMounted = useOpenedOnce(open);
  const containsCurrent = links.some((link) => isActivePath(pathname, link.value));
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={containsCurrent || undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navButtonSx}
      >
        {label}
      </Button>
      {menuMounted && (
        <OnDemand>
          <NavMenu id={menuId} buttonId={buttonId} anchor={anchor} onClose={close} links={links} pathname={pathname}>
            {children}
          </NavMenu>
        </OnDemand>
      )}
    </>
  );
}

/** The current page's link (and the group holding it) is underlined in the header. */
export const navButtonSx = {
  textTransform: 'none',
  fontWeight: 500,
  borderRadius: 0,
  borderBottom: '2px solid transparent',
  '&[aria-current="page"], &[data-active="true"]': { borderBottomColor: 'currentColor', fontWeight: 700 },
} as const;
