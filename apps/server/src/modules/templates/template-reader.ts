/**
 * Uploaded templates are read (parsed by jsdom, sanitized, built into a document) on a thread of
 * their own: a file within every cap can still take seconds of work, during which the server's own
 * thread must go on answering everyone else. A reading that runs past its time limit has its
 * thread stopped and is refused (400 naming `svg`); one that runs out of memory likewise.
 *
 * One thread (on a machine of two cores, the other answers requests), started with the first upload
 * and closed after a minute idle; an idle thread does not keep the process alive.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { type ReadTemplate, svgRefused, type TemplateReading } from './read-template';
import { svgTextProblem } from './sanitize/parse-svg';
import type { TemplateTask } from './template-worker';

/**
 * How long one reading may run once it has a thread, by the clock. A file of 5000 elements reads in
 * about 2 s, but the thread is niced: on a 2-core machine under a load of 13 it took 10–15 s, so
 * the limit leaves room for that and stops only work that would never end.
 */
export const TEMPLATE_READ_LIMIT_MS = 30_000;
const IDLE_MS = 60_000;
/** Heap for one reading: a 900 KB file of 5000 elements needs a small part of it. */
const HEAP_MB = 512;

/** TypeScript beside this file under `npm start` and vitest (with tsx's loader); JavaScript in a build. */
function workerOptions() {
  const typescript = import.meta.url.endsWith('.ts');
  const filename = new URL(typescript ? './template-worker.ts' : './template-worker.js', import.meta.url).href;
  const execArgv = typescript ? ['--import', import.meta.resolve('tsx')] : [];
  return { filename, execArgv };
}

let pool: Piscina<TemplateTask, TemplateReading> | undefined;
const poolOf = () => {
  pool ??= new Piscina<TemplateTask, TemplateReading>({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  return pool;
};

/** What the template stores for this SVG, read off the request thread; a 400 naming `svg` otherwise. */
export async function readTemplateOffThread(text: string, limitMs = TEMPLATE_READ_LIMIT_MS): Promise<ReadTemplate> {
  // What the text alone refuses (a file nested 20,000 deep) is answered here, without a thread.
  const problem = svgTextProblem(text);
  if (problem) throw svgRefused([problem]);
  const channel = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  channel.port2.once('message', () => {
    timer = setTimeout(() => abort.abort(), limitMs);
  });
  try {
    const reading = await poolOf().run(
      { text, started: channel.port1 },
      { transferList: [channel.port1], signal: abort.signal },
    );
    if (!reading.ok) throw svgRefused(reading.problems);
    return reading.content;
  } catch (error) {
    if (abort.signal.aborted) {
      throw svgRefused([`reading it took more than ${limitMs / 1000} s; simplify it (fewer elements, less nesting)`]);
    }
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw svgRefused(['reading it needed more memory than a template may use; simplify it']);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    channel.port2.close();
  }
}
