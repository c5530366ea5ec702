/**
 * Starts session recording (spec §4: only for a logged-in member who is not an admin) once the page
 * is idle. Everything past this hook loads then, in chunks of their own: the question to the server,
 * and the recorder only when the server says recording is on. A member's first visit carries none
 * of it (decision 0012's budget).
 */
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';

export interface RecordedPerson {
  username: string;
  isAdmin: boolean;
}

/** Records the person's visit while they stay signed in; nothing for admins or nobody. */
export function useSessionRecording(person: RecordedPerson | undefined) {
  const username = person && !person.isAdmin ? person.username : undefined;
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    let stop: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      import('./begin-recording')
        .then(({ beginRecording }) => beginRecording(username, controller.signal))
        .then((stopRecorder) => {
          if (controller.signal.aborted) stopRecorder?.();
          else stop = stopRecorder;
        })
        // Recording is never worth an error on the member's screen.
        .catch(() => undefined);
    });
    return () => {
      cancelIdle();
      controller.abort();
      stop?.();
    };
  }, [username]);
}
