import { customizationRoutes, PROJECT_TOKEN_HEADER, type Project, type ProjectValues } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';
import { type OpenedProject, useRenewProjectToken } from './open-project';
import { withProjectToken } from './project-token';

/**
 * PUT /api/projects/{project_id} with the project token: the editor's autosave. The answer becomes
 * the cached project; the member's list of projects shows the new thumbnail on its next read.
 */
export function useSaveProject(productId: string, opened: OpenedProject) {
  const queryClient = useQueryClient();
  const renew = useRenewProjectToken(productId);
  return useCallback(
    async (values: ProjectValues): Promise<Project> => {
      const saved = await withProjectToken(opened.token, renew, (token) =>
        callRoute(customizationRoutes.saveProject, {
          params: { project_id: opened.projectId },
          headers: { [PROJECT_TOKEN_HEADER]: token },
          body: values,
        }),
      );
      queryClient.setQueryData(customizeKeys.project(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: customizeKeys.projects() });
      return saved;
    },
    [queryClient, renew, opened],
  );
}
