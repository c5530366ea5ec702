import { categoryRoutes, groupRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/**
 * Keys other features own, spelled here because features never import each other: the filters
 * share those screens' cached lists, so a category or group renamed there shows here at once.
 */
const keysUsed = {
  categories: ['categories', 'list'] as const,
  groups: ['groups', 'list'] as const,
};

export interface NamedOption {
  id: string;
  name: string;
}

const byName = (a: NamedOption, b: NamedOption) => a.name.localeCompare(b.name, 'en');

/** GET /api/categories as the category filter's choices. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: keysUsed.categories,
    queryFn: ({ signal }) => callRoute(categoryRoutes.list, {}, { signal }),
    select: (categories): NamedOption[] => categories.map(({ id, name }) => ({ id, name })).sort(byName),
  });
}

/** GET /api/groups as the group filter's choices. */
export function useGroupOptions() {
  return useQuery({
    queryKey: keysUsed.groups,
    queryFn: ({ signal }) => callRoute(groupRoutes.list, {}, { signal }),
    select: (groups): NamedOption[] => groups.map(({ id, name }) => ({ id, name })).sort(byName),
  });
}
