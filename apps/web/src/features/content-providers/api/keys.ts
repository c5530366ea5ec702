/**
 * Query keys of content providers, one factory for the resource (as medusa's admin does). The first
 * element is the API resource's name; other screens that read the same GET use the same key.
 */
export const providerKeys = {
  all: ['content-providers'] as const,
  lists: () => [...providerKeys.all, 'list'] as const,
  order: () => [...providerKeys.all, 'order'] as const,
  details: () => [...providerKeys.all, 'detail'] as const,
  categories: (id: string) => [...providerKeys.details(), id, 'categories'] as const,
};
