import type { Config } from '../config';

/**
 * The log a person reads at a terminal: one short line per event, a request as
 * `12:04:05.123 INFO  GET /api/health 200 3 ms`. Pipes and files keep pino's JSON lines, which
 * machines read; LOG_FORMAT picks one when the default (by TTY) is not the right one.
 */

const LEVELS: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 34 },
  30: { name: 'INFO', colour: 32 },
  40: { name: 'WARN', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};
/** Fields every line has, or that the short line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests whose completion is never logged (a cut connection) must not pile up. */
const REMEMBERED_REQUESTS = 10_000;

type LogEntry = Record<string, unknown>;
/** The readable form of one JSON log line; undefined for a line it holds back (a request's start). */
export type LineFormatter = (line: string) => string | undefined;

export function createLineFormatter(colour: boolean): LineFormatter {
  const paint = (code: number, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  // Fastify logs a request twice, at its start (method, URL) and its end (status, time): one line shows both.
  const started = new Map<string, string>();

  return (line) => {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line);
    } catch {
      return `${line}\n`;
    }
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    const res = entry.res as { statusCode?: number } | undefined;
    if (reqId && req?.method && entry.msg === 'incoming request') {
      if (started.size >= REMEMBERED_REQUESTS) started.delete(started.keys().next().value as string);
      started.set(reqId, `${req.method} ${req.url}`);
      return undefined;
    }
    const request = reqId ? started.get(reqId) : undefined;
    if (reqId && res) started.delete(reqId);

    const level = LEVELS[entry.level as number] ?? { name: String(entry.level), colour: 0 };
    const parts = [paint(90, clock(entry.time)), paint(level.colour, level.name.padEnd(5))];
    if (request) parts.push(request);
    if (res?.statusCode !== undefined && entry.msg === 'request completed') {
      parts.push(paint(statusColour(res.statusCode), String(res.statusCode)));
      if (typeof entry.responseTime === 'number') parts.push(paint(90, `${Math.round(entry.responseTime)} ms`));
    } else {
      if (res?.statusCode !== undefined) parts.push(paint(statusColour(res.statusCode), String(res.statusCode)));
      parts.push(String(entry.msg ?? ''));
    }
    const extra = Object.entries(entry)
      .filter(([key]) => !SHOWN.has(key))
      .map(([key, value]) => paint(90, `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`));
    const err = entry.err as { stack?: string; message?: string } | undefined;
    const trace = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
    return `${[...parts, ...extra].join(' ')}${trace}\n`;
  };
}

function clock(time: unknown) {
  const at = new Date(typeof time === 'number' ? time : Date.now());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

function statusColour(status: number) {
  return status >= 500 ? 31 : status >= 400 ? 33 : status >= 300 ? 36 : 32;
}

/** Fastify's logger options for the configured level and format. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  out: NodeJS.WriteStream = process.stdout,
) {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.refresh_token'],
  };
  if (config.logFormat === 'json') return options;
  // Colour for a terminal only, and not when the person asked for none (https://no-color.org).
  const format = createLineFormatter(Boolean(out.isTTY) && !process.env.NO_COLOR);
  const stream = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        const text = line && format(line);
        if (text) out.write(text);
      }
    },
  };
  return { ...options, stream };
}
