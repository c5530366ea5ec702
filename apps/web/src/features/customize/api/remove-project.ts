import { customizationRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

/** DELETE /api/projects/{project_id}; its downloads stay listed. */
export function useRemoveProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      callRoute(customizationRoutes.removeProject, { params: { project_id: projectId } }),
    onSuccess: (_answer, projectId) => {
      queryClient.removeQueries({ queryKey: customizeKeys.project(projectId) });
      // The product's open project is gone: the next visit to the editor opens a new one.
      queryClient.removeQueries({ queryKey: [...customizeKeys.all, 'opened'] });
      return queryClient.invalidateQueries({ queryKey: customizeKeys.projects() });
    },
  });
}
