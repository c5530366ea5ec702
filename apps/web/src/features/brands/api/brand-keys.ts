/** Query keys of the brands service, one factory for its three resources (as medusa's admin does). */
export const brandKeys = {
  all: ['brands'] as const,
  lists: () => [...brandKeys.all, 'list'] as const,
  list: (search: string, startKey: string | null, limit: number) =>
    [...brandKeys.lists(), { search, startKey, limit }] as const,
  details: () => [...brandKeys.all, 'detail'] as const,
  detail: (id: string) => [...brandKeys.details(), id] as const,
};

export const brandFieldKeys = {
  all: ['brand-fields'] as const,
  lists: () => [...brandFieldKeys.all, 'list'] as const,
};

export const brandSectionKeys = {
  all: ['brand-sections'] as const,
  lists: () => [...brandSectionKeys.all, 'list'] as const,
};
