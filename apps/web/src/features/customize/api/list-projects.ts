import { customizationRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

/** GET /api/projects: the member's customized assets, most recently changed first. */
export function useProjects() {
  return useQuery({
    queryKey: customizeKeys.projects(),
    queryFn: ({ signal }) => callRoute(customizationRoutes.projects, {}, { signal }),
    meta: { quietErrors: true },
  });
}
