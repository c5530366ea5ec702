import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, writeDraft } from './draft-storage';

/** `blocked`: the values break a rule the server would refuse (a text past its box), so they wait as a draft. */
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'blocked';

/** How long the editor waits after the last change before it saves. */
export const AUTOSAVE_DELAY_MS = 800;

const ignore = () => undefined;

/**
 * Saves the values a moment after each change, one save at a time, always the latest values; a
 * failed save keeps them (on screen and as a draft) until a retry or the next change saves them.
 * Leaving the editor sends what is pending at once. While `blocked` says why the values cannot be
 * saved, nothing is sent: they are kept as a draft until the member mends them. The values are
 * whatever plain data the editor saves (a project's values, or a campaign's with its pieces').
 */
export function useAutosave<V>(
  projectId: string,
  values: V,
  save: (values: V) => Promise<unknown>,
  saved: V,
  blocked = '',
) {
  const [status, setStatus] = useState<SaveStatus>(values === saved ? 'saved' : 'saving');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(values);
  latest.current = values;
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  const confirmed = useRef(saved);
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    if (blockedRef.current) {
      setStatus('blocked');
      return Promise.reject(new Error(blockedRef.current));
    }
    const sending = latest.current;
    if (sending === confirmed.current) {
      setStatus('saved');
      return Promise.resolve();
    }
    setStatus('saving');
    const saving = saveRef.current(sending).then(
      () => {
        confirmed.current = sending;
        running.current = null;
        setError(null);
        if (latest.current !== sending) return run();
        clearDraft(projectId);
        setStatus('saved');
      },
      (failure: unknown) => {
        running.current = null;
        setError(failure);
        setStatus('failed');
        throw failure;
      },
    );
    running.current = saving;
    return saving;
  }, [projectId]);

  useEffect(() => {
    if (values === confirmed.current) {
      // Back to what the server holds (an undo before the save went out): nothing to send, no draft to keep.
      if (!running.current) {
        clearDraft(projectId);
        setStatus('saved');
      }
      return;
    }
    writeDraft(projectId, values);
    if (blocked) {
      setStatus('blocked');
      return;
    }
    setStatus('saving');
    const timer = setTimeout(() => run().catch(ignore), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, projectId, run, blocked]);

  // Leaving with changes not yet sent sends them; the answer is no longer anyone's to show.
  useEffect(
    () => () => {
      if (latest.current === confirmed.current || running.current || blockedRef.current) return;
      saveRef.current(latest.current).then(() => clearDraft(projectId), ignore);
    },
    [projectId],
  );

  // Closing the tab before the save has gone out asks first (the draft keeps the values either way).
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  /** Resolves once the values on screen are saved (an export must render what the member sees). */
  const settle = useCallback(async () => {
    while (latest.current !== confirmed.current) await run();
  }, [run]);

  return { status, error, retry: () => void run().catch(ignore), settle };
}
