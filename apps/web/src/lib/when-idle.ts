/**
 * Runs `task` once the browser has nothing more urgent to do, e.g. to fetch code the page may
 * need later without competing with what it needs now. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
