import { afterAll, describe, expect, inject, it } from 'vitest';
import { removeDataDirs, startServer } from '../test/server-process';

afterAll(removeDataDirs);

// The process itself, on the embedded database: what `npm start` runs.
describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('starts on an empty data directory, prints the demo accounts, logs JSON lines to a pipe, and stops cleanly on SIGTERM', async () => {
    const server = startServer({});
    const port = await server.port();
    // The banner line that closes the seeding; the count itself is the demo tests' to check.
    await server.waitFor(/demo {4}.* \d+ products \(\d+ drafts\)/);
    expect(server.output()).toContain('admin   admin / stockroom-admin');
    expect(server.output()).toContain('member  member / stockroom-member');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    await server.waitFor(/"statusCode":200/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    // Every log line is one JSON object; the banner with the accounts is plain text for the person starting it.
    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(logLines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 30, msg: expect.stringMatching(/^Server listening at /) }),
        expect.objectContaining({ req: expect.objectContaining({ method: 'GET', url: '/api/health' }) }),
        expect.objectContaining({ res: { statusCode: 200 }, responseTime: expect.any(Number) }),
        expect.objectContaining({ signal: 'SIGTERM', msg: expect.stringMatching(/^shutting down/) }),
        expect.objectContaining({ msg: 'stopped' }),
      ]),
    );
  }, 120_000);

  it('logs one short readable line per request with LOG_FORMAT=pretty, and keeps LOG_LEVEL', async () => {
    const admin = { SEED_DEMO: 'false', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-admin-password' };
    const server = startServer({ ...admin, LOG_FORMAT: 'pretty' }, { migrated: inject('pgliteTemplate') });
    const port = await server.port();
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await fetch(`http://127.0.0.1:${port}/api/no-such-thing`);
    await server.waitFor(/ 404 /);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server.output().split('\n');
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    // Not a terminal here, so no colour codes: the words alone.
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Server listening at http:\/\/127\.0\.0\.1:\d+$/),
    );
    expect(lines.filter((line) => / GET \/api\/health /.test(line))).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/health 200 \d+ ms$/),
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}GET \/api\/no-such-thing 404 \d+ ms$/));
    expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}shutting down: .* signal=SIGTERM/));

    const quiet = startServer(
      { ...admin, LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' },
      { migrated: inject('pgliteTemplate') },
    );
    await quiet.waitFor(/Stockroom is running/);
    quiet.child.kill('SIGTERM');
    expect(await quiet.exited).toBe(0);
    expect(quiet.output()).not.toMatch(/ INFO /);
  }, 120_000);
});
