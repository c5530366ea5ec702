import { tagRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { tagKeys } from './keys';

export const tagsQuery = () =>
  queryOptions({
    queryKey: tagKeys.lists(),
    queryFn: ({ signal }) => callRoute(tagRoutes.list, {}, { signal }),
  });

/** GET /api/tags: for an admin, every tag. */
export function useTags() {
  return useQuery(tagsQuery());
}
