import { customizationRoutes, type ExportRequest, PROJECT_TOKEN_HEADER } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';
import type { OpenedProject } from './open-project';
import { withProjectToken } from './project-token';

interface PreflightOptions {
  opened: OpenedProject;
  renew: () => Promise<OpenedProject>;
  /** Runs first: the editor saves what is on screen, so that the check sees what the export would. */
  prepare?: () => Promise<void>;
  /** The export the dialog would ask for; null while its choice cannot be exported. */
  request: ExportRequest | null;
}

/**
 * POST /api/projects/{project_id}/preflight with the project token: the findings of the export the
 * dialog would ask for. Each choice is checked again; nothing is kept once the dialog closes, since
 * the design may change in the editor before it opens again.
 */
export function usePreflight({ opened, renew, prepare, request }: PreflightOptions) {
  return useQuery({
    queryKey: customizeKeys.preflight(opened.projectId, request),
    queryFn: async ({ signal }) => {
      if (!request) throw new Error('Nothing to check');
      try {
        await prepare?.();
      } catch {
        throw new Error("Your latest changes couldn't be saved, so they couldn't be checked. Try again.");
      }
      return withProjectToken(opened.token, renew, (token) =>
        callRoute(
          customizationRoutes.preflight,
          { params: { project_id: opened.projectId }, headers: { [PROJECT_TOKEN_HEADER]: token }, body: request },
          { signal },
        ),
      );
    },
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    meta: { quietErrors: true },
  });
}
