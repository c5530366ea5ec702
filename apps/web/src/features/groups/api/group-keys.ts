/** Query keys of groups: the list (for pickers), the table with member counts, and one group. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  table: () => [...groupKeys.all, 'table'] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  detail: (id: string) => [...groupKeys.details(), id] as const,
};

/**
 * The users feature's list key. Deleting a group takes it off every member's record, so those
 * lists go stale; the key is spelled here because features never import each other.
 */
export const USER_LISTS_KEY = ['users', 'list'] as const;

/**
 * The content providers' list: the same GET under the same key as the content-providers screen,
 * so a provider created or renamed there shows in the permission matrix at once.
 */
export const PROVIDER_LIST_KEY = ['content-providers', 'list'] as const;
