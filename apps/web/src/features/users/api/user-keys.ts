/** One page of the users table, as the server is asked for it. */
export interface UserListQuery {
  page: number;
  page_size: number;
  search: string;
  /** Only this membership status (2: waiting for approval). */
  membership_status?: number;
}

/** Query keys of users: one entry per page and search of the list. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  /** The signed-in person's own record (read on /my-account). */
  me: () => [...userKeys.all, 'me'] as const,
};

/**
 * Keys the groups feature owns, spelled here because features never import each other: the group
 * list feeds the groups picker, and the groups table counts members, which membership changes move.
 */
export const groupKeysUsed = {
  list: ['groups', 'list'] as const,
  table: ['groups', 'table'] as const,
};

/**
 * The brands feature's list key, spelled here for the same reason: the brand picker reads a page of
 * brands under it, so a brand created or renamed there refreshes the picker's options too.
 */
export const brandKeysUsed = {
  list: (search: string, startKey: string | null, limit: number) =>
    ['brands', 'list', { search, startKey, limit }] as const,
};
