import { customizationRoutes, type ExportRequest, PROJECT_TOKEN_HEADER, type Transaction } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { fetchTransaction } from './get-transaction';
import { customizeKeys } from './keys';
import type { OpenedProject } from './open-project';
import { withProjectToken } from './project-token';

export type ExportState =
  | { status: 'idle' }
  | { status: 'rendering'; progress: number }
  | { status: 'ready'; transaction: Transaction }
  | { status: 'failed'; message: string };

/** How often a render in progress is read again. */
const POLL_MS = 400;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * POST /api/projects/{project_id}/exports, then GET /api/transaction/{id} until the render is
 * ready or failed, reporting its progress. Closing the screen stops the reading (not the render).
 */
export function useExportProject(
  opened: OpenedProject | undefined,
  renew: () => Promise<OpenedProject>,
  /** Runs first: the editor saves what is on screen, so that the export shows it. */
  prepare?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (request: ExportRequest) => {
      if (!opened) return;
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const { signal } = controller;
      setState({ status: 'rendering', progress: 0 });
      try {
        try {
          await prepare?.();
        } catch {
          throw new Error("Your latest changes couldn't be saved, so they would be missing from the file. Try again.");
        }
        let transaction = await withProjectToken(opened.token, renew, (token) =>
          callRoute(
            customizationRoutes.exportProject,
            { params: { project_id: opened.projectId }, headers: { [PROJECT_TOKEN_HEADER]: token }, body: request },
            { signal },
          ),
        );
        while (transaction.status === 'rendering') {
          setState({ status: 'rendering', progress: transaction.progress });
          await wait(POLL_MS, signal);
          transaction = await fetchTransaction(transaction.id, signal);
        }
        void queryClient.invalidateQueries({ queryKey: customizeKeys.transactions() });
        void queryClient.invalidateQueries({ queryKey: customizeKeys.projects() });
        setState(
          transaction.status === 'ready'
            ? { status: 'ready', transaction }
            : { status: 'failed', message: transaction.error || 'The export failed. Try again.' },
        );
      } catch (error) {
        if (signal.aborted) return;
        setState({ status: 'failed', message: errorMessage(error) });
      }
    },
    [opened, renew, prepare, queryClient],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, reset };
}
