import { customizationRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: customizeKeys.project(projectId),
    queryFn: ({ signal }) => callRoute(customizationRoutes.project, { params: { project_id: projectId } }, { signal }),
    // The editor keeps its own copy of the values once loaded; a re-read must not replace them.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { quietErrors: true },
  });

/** GET /api/projects/{project_id}: the template document and the values the member chose; idle without an id. */
export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
