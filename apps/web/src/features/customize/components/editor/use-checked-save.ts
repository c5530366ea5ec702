import type { ErrorIssue } from '@stockroom/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../lib/api-errors';

/** What the server refused in a save, with what it was sent, to show on the fields until they change. */
export interface Refusal<S> {
  sent: S;
  issues: ErrorIssue[];
}

/**
 * An editor's save, remembering what the server refused and why, field by field: a 400's issues
 * with the values sent, cleared by the next save that goes through.
 */
export function useCheckedSave<S>() {
  const [refusal, setRefusal] = useState<Refusal<S> | null>(null);
  const checked = useCallback(
    <T>(save: (sent: S) => Promise<T>) =>
      async (sent: S) => {
        try {
          const answer = await save(sent);
          setRefusal(null);
          return answer;
        } catch (error) {
          const issues = error instanceof ApiError && error.status === 400 ? error.body?.issues : undefined;
          if (issues?.length) setRefusal({ sent, issues });
          throw error;
        }
      },
    [],
  );
  return { refusal, checked };
}

/** "Headline is 12 characters too long (and 2 more)": the first text past its box, and how many others. */
export const blockedSummary = (tooLong: string[]) =>
  tooLong.length > 1 ? `${tooLong[0]} (and ${tooLong.length - 1} more)` : (tooLong[0] ?? '');
