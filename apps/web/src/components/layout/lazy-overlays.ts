import { lazy } from 'react';
import { prefetchProgressBar } from '../feedback/progress-bar';

// The phone drawer, the header's menus, the dialog area and the snackbar show only once something
// happens, so their code (MUI's Modal, Popover, Drawer, Snackbar and their transitions) is kept out
// of what a page needs to render. Each loads on first use, and before that once the browser is idle.
const loadPhoneDrawer = () => import('./phone-drawer');
const loadNavMenu = () => import('./nav-menu');
const loadLayoutDialog = () => import('./layout-dialog');
const loadSnackbar = () => import('@mui/material/Snackbar');

export const PhoneDrawer = lazy(async () => ({ default: (await loadPhoneDrawer()).PhoneDrawer }));
export const NavMenu = lazy(async () => ({ default: (await loadNavMenu()).NavMenu }));
export const LayoutDialog = lazy(async () => ({ default: (await loadLayoutDialog()).LayoutDialog }));
export const Snackbar = lazy(loadSnackbar);

/** Fetches every overlay's code ahead of its first use, so that a first open is as quick as the next. */
export function prefetchOverlays() {
  for (const load of [loadPhoneDrawer, loadNavMenu, loadLayoutDialog, loadSnackbar]) {
    // A failure here is left to first use, which reports it.
    void load().catch(() => undefined);
  }
  prefetchProgressBar();
}
