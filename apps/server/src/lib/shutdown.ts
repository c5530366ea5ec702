import type { FastifyInstance } from 'fastify';

/**
 * The stop on SIGTERM or SIGINT (docs/decisions/0017, 0031): drain the HTTP connections, then close the app
 * (which flushes batched writes) and the database, all within `timeoutMs`. Exits 0 after a clean
 * drain; 1 when the time ran out and requests were cut, or a step failed.
 */

/** What closing needs after the drain: the app's onClose hooks flush impressions, then the database. */
export interface Stoppable {
  app: FastifyInstance;
  closeDatabase(): Promise<void>;
  timeoutMs: number;
  exit(code: number): void;
}

/** Part of the time kept for flushing writes and closing the database, when connections use the rest. */
const closingReserveMs = (timeoutMs: number) => Math.min(2000, Math.floor(timeoutMs / 4));

export function stopOnSignals(stoppable: Stoppable) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      stoppable.app.log.warn({ signal, ...stoppable.app.drain.load() }, 'already shutting down; the stop goes on');
      return;
    }
    stopping = true;
    void stop(stoppable, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function stop({ app, closeDatabase, timeoutMs, exit }: Stoppable, signal: NodeJS.Signals) {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let step = 'draining connections';
  const deadline = setTimeout(() => {
    const cut = app.drain.cut();
    app.log.error({ step, ...cut }, `shutdown took longer than ${timeoutMs} ms; exiting without finishing`);
    exit(1);
  }, timeoutMs);

  app.log.info(
    { signal, ...app.drain.load(), timeoutMs },
    'shutting down: finishing the requests in progress, refusing later ones with 503',
  );
  let clean = true;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs - closingReserveMs(timeoutMs));
  });
  const drained = await Promise.race([app.drain.start(), outOfTime]);
  clearTimeout(timer);
  if (drained) {
    app.log.info({ ...drained, ms: elapsed() }, 'requests answered, connections closed');
  } else {
    clean = false;
    const cut = app.drain.cut();
    app.log.error({ ...cut, ms: elapsed() }, 'connections still busy when the time ran out; cut them');
  }

  try {
    step = 'flushing batched writes';
    await app.close();
    step = 'closing the database';
    await closeDatabase();
  } catch (error) {
    clean = false;
    app.log.error({ err: error, step }, 'shutdown step failed');
  }
  clearTimeout(deadline);
  app.log.info({ ms: elapsed() }, clean ? 'stopped' : 'stopped, with losses listed above');
  exit(clean ? 0 : 1);
}
