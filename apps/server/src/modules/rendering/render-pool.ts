/**
 * Why a worker pool: a PNG takes tens of milliseconds of native work and a PDF is built by pdfkit in
 * plain JavaScript, hundreds of milliseconds for a print-ready page. On the server's own thread
 * every other request (catalogue reads, logins) would wait behind each export. Piscina runs them
 * on at most one thread per core, queues the rest, and reports progress over a message port.
 *
 * Threads start with the first render and close after a minute idle: tests build many apps, and
 * one that never exports must cost nothing.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { PNG_MAX_PIXELS, pngPixelSize } from './png-size';
import type { RenderTask } from './render-worker';
import type { Renderer, RenderRequest, RenderResult } from './renderer';

const IDLE_MS = 60_000;

/**
 * The worker is TypeScript beside this file under `npm start`, vitest and the benchmarks; a build
 * would put JavaScript here instead. TypeScript needs tsx's loader in the thread, named by its
 * own address so that it resolves wherever the process was started from.
 */
function workerOptions() {
  const typescript = import.meta.url.endsWith('.ts');
  const filename = new URL(typescript ? './render-worker.ts' : './render-worker.js', import.meta.url).href;
  const execArgv = typescript ? ['--import', import.meta.resolve('tsx')] : [];
  return { filename, execArgv };
}

/** What each format's bytes are served as. */
const FILE_TYPES: Record<RenderRequest['format'], Omit<RenderResult, 'bytes'>> = {
  png: { contentType: 'image/png', extension: 'png' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  svg: { contentType: 'image/svg+xml; charset=utf-8', extension: 'svg' },
};

export function createRenderer(options: { maxThreads?: number } = {}): Renderer {
  let pool: Piscina<RenderTask, Uint8Array> | undefined;
  let closed = false;
  const poolOf = () => {
    if (closed) throw new Error('The renderer is closed');
    pool ??= new Piscina<RenderTask, Uint8Array>({
      ...workerOptions(),
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.max(1, availableParallelism()),
      idleTimeout: IDLE_MS,
    });
    return pool;
  };

  return {
    async render(request, onProgress) {
      if (request.format === 'png') {
        const size = pngPixelSize(request, { width: request.pngWidth, scale: request.pngScale });
        if (size.pixels > PNG_MAX_PIXELS) {
          throw new Error(
            `A ${size.width} × ${size.height} px PNG is more than ${PNG_MAX_PIXELS / 1e6} million pixels`,
          );
        }
      }
      const channel = new MessageChannel();
      let reported = 0;
      channel.port2.on('message', ([done, total]: [number, number]) => {
        reported = Math.max(reported, done);
        onProgress?.(done, total);
      });
      try {
        const task: RenderTask = { request, port: channel.port1 };
        const bytes = await poolOf().run(task, { transferList: [channel.port1] });
        // The port and the result travel apart: the last page's message may still be on its way.
        const total = request.format === 'pdf' ? request.pages.length : 1;
        if (reported < total) onProgress?.(total, total);
        return { bytes, ...FILE_TYPES[request.format] };
      } finally {
        channel.port2.close();
      }
    },
    async close() {
      closed = true;
      await pool?.destroy();
      pool = undefined;
    },
  };
}
