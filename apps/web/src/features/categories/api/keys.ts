/** Query keys of categories, one factory for the resource (as medusa's admin does). */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
};
