import { describe, expect, it } from 'vitest';
import { createLineFormatter } from './log-format';

const at = new Date(2026, 0, 2, 9, 5, 7, 42).getTime();
const line = (entry: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'box', ...entry });

describe('the readable log format', () => {
  it('shows a request as one line: time, level, method, URL, status and milliseconds', () => {
    const format = createLineFormatter(false);
    expect(format(line({ reqId: 'req-1', req: { method: 'GET', url: '/api/health' }, msg: 'incoming request' }))).toBe(
      undefined,
    );
    expect(
      format(line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' })),
    ).toBe('09:05:07.042 INFO  GET /api/health 200 3 ms\n');
  });

  it('colours the time, the level and the status for a terminal', () => {
    const format = createLineFormatter(true);
    format(line({ reqId: 'req-2', req: { method: 'POST', url: '/api/track' }, msg: 'incoming request' }));
    expect(
      format(line({ level: 40, reqId: 'req-2', res: { statusCode: 503 }, responseTime: 1, msg: 'request completed' })),
    ).toBe('\x1b[90m09:05:07.042\x1b[0m \x1b[33mWARN \x1b[0m POST /api/track \x1b[31m503\x1b[0m \x1b[90m1 ms\x1b[0m\n');
  });

  it('keeps other fields as short key=value pairs, and an error its stack', () => {
    const format = createLineFormatter(false);
    expect(format(line({ msg: 'shutting down', signal: 'SIGTERM', inFlight: 2 }))).toBe(
      '09:05:07.042 INFO  shutting down signal=SIGTERM inFlight=2\n',
    );
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here (file.ts:1:1)' };
    expect(format(line({ level: 50, reqId: 'req-9', err, msg: 'request failed' }))).toBe(
      '09:05:07.042 ERROR request failed\n  Error: boom\n      at here (file.ts:1:1)\n',
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(createLineFormatter(false)('plain words')).toBe('plain words\n');
  });
});
