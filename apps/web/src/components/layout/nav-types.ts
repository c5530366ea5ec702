/** One header link (spec §2): a title and the path it opens; protected ones are for admins only. */
export interface NavLinkItem {
  title: string;
  value: string;
  protected?: boolean;
}

/** A dropdown of links under one button. */
export interface NavGroup {
  title: string;
  links: NavLinkItem[];
  protected?: boolean;
}

/** The three sets of header links: plain links, dropdown groups and the user menu. */
export interface NavConfig {
  links: NavLinkItem[];
  groups: NavGroup[];
  userLinks: NavLinkItem[];
}

/** What the header knows about the signed-in person (the current-user summary). */
export interface HeaderUser {
  username: string;
  first_name: string;
  is_admin: boolean;
}

/** The header's primary button; the page may supply its own text and action. */
export interface PrimaryAction {
  label: string;
  onClick: () => void;
}

const allowed = (isAdmin: boolean) => (item: { protected?: boolean }) => isAdmin || !item.protected;

/** Drops what is protected unless the person is an admin, and groups left empty. */
export function visibleNav(nav: NavConfig, isAdmin: boolean): NavConfig {
  const show = allowed(isAdmin);
  return {
    links: nav.links.filter(show),
    groups: nav.groups
      .filter(show)
      .map((group) => ({ ...group, links: group.links.filter(show) }))
      .filter((group) => group.links.length > 0),
    userLinks: nav.userLinks.filter(show),
  };
}

/** Whether a path is the link's page or lies under it. */
export const isActivePath = (pathname: string, value: string) =>
  pathname === value || pathname.startsWith(value.endsWith('/') ? value : `${value}/`);
