import { lazy } from 'react';
import { lazyFrom, prefetch } from '../../lib/lazy-module';
import { prefetchProgressBar } from '../feedback/progress-bar';

// The phone drawer, the header's menus, the dialog area and the snackbar show only once something
// happens, so their code (MUI's Modal, Popover, Drawer, Snackbar and their transitions) is kept out
// of what a page needs to render. Each loads on first use, and before that once the browser is idle.
const loadPhoneDrawer = () => import('./phone-drawer');
const loadNavMenu = () => import('./nav-menu');
const loadLayoutDialog = () => import('./layout-dialog');
const loadSnackbar = () => import('@mui/material/Snackbar');

export const PhoneDrawer = lazyFrom(loadPhoneDrawer, (m) => m.PhoneDrawer);
export const NavMenu = lazyFrom(loadNavMenu, (m) => m.NavMenu);
export const LayoutDialog = lazyFrom(loadLayoutDialog, (m) => m.LayoutDialog);
export const Snackbar = lazy(loadSnackbar);

/** Fetches every overlay's code ahead of its first use, so that a first open is as quick as the next. */
export function prefetchOverlays() {
  for (const load of [loadPhoneDrawer, loadNavMenu, loadLayoutDialog, loadSnackbar]) prefetch(load);
  prefetchProgressBar();
}
