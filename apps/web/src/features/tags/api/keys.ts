/** Query keys of tags, one factory for the resource (as medusa's admin does). */
export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
};
