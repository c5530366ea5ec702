import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { createDatabase, impressions, users } from '@stockroom/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { removeDataDirs, startServer } from '../../test/server-process';

afterAll(removeDataDirs);

interface Answer {
  kind: 'read' | 'track' | 'profile';
  /** What the write stored: the page route of an impression, the company of the profile. */
  value?: string;
  status?: number;
  headers?: IncomingHttpHeaders;
  error?: string;
}

function send(
  agent: Agent,
  sockets: Set<Socket>,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  return new Promise<Omit<Answer, 'kind' | 'value'>>((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('socket', (socket) => sockets.add(socket));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** One HTTP/1.1 exchange on a raw socket, so that the test decides when each byte is sent. */
function rawExchange(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const events: string[] = [];
  socket.on('data', (d) => {
    received += d;
  });
  socket.on('end', () => events.push('end'));
  socket.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code}`));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  /** Resolves once a whole answer (headers and the body its Content-Length announces) has arrived. */
  const answered = () =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        const [head, body] = received.split('\r\n\r\n');
        const length = head?.match(/content-length: (\d+)/i)?.[1];
        if (length && body !== undefined && Buffer.byteLength(body) >= Number(length)) resolve();
      };
      socket.on('data', check);
      socket.on('close', () => reject(new Error(`closed after: ${received}`)));
    });
  return { socket, events, closed, answered, received: () => received };
}

/** The status and headers of a raw HTTP/1.1 answer. */
function head(raw: string) {
  const [statusLine = '', ...lines] = (raw.split('\r\n\r\n')[0] ?? '').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers };
}

async function loginAsMember(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member', password: 'stockroom-member' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const me = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  return { token, id: ((await me.json()) as { id: string }).id };
}

const trackRequest = (token: string, body: string) =>
  `POST /api/track HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

/** Starts a POST whose body stops halfway: the server has the request, and waits for the rest. */
async function startSlowTrack(port: number, token: string, pageRoute: string) {
  const slow = rawExchange(port);
  const body = JSON.stringify({ page_route: pageRoute, action: 'page-view' });
  slow.socket.write(trackRequest(token, body) + body.slice(0, 10));
  // The health answer comes after the server has read what was sent before it, on an idle server.
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
  return { ...slow, finish: () => slow.socket.write(body.slice(10)) };
}

describe('stopping the server', () => {
  it('resets no keep-alive connection sending through SIGTERM: answers each request, refuses later ones, exits 0', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_MS: '60000' }, { migrated: inject('pgliteTemplate') });
    const port = await server.port();
    const member = await loginAsMember(port);
    const auth = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };

    // A keep-alive connection that has had its answer and sits idle when the signal comes.
    const idle = rawExchange(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await idle.answered();
    const idleAnswer = idle.received().length;
    const slow = await startSlowTrack(port, member.token, '/drain/slow');

    // 50 keep-alive connections: 39 read the catalogue, 10 send impressions, 1 rewrites the profile.
    // Each sends its next request as soon as it has an answer, before, during and after the signal.
    const answers: Answer[] = [];
    const connectionsOf: Set<Socket>[] = [];
    const socketErrors: string[] = [];
    let underLoad: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      underLoad = resolve;
    });
    let sequence = 0;
    const clients = 50;
    const answered = new Set<Agent>();
    const client = async (kind: Answer['kind']) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const sockets = new Set<Socket>();
      connectionsOf.push(sockets);
      const watched = new Set<Socket>();
      for (;;) {
        const n = ++sequence;
        const answer: Answer =
          kind === 'read'
            ? { kind, ...(await send(agent, sockets, port, 'GET', '/api/user/products', auth)) }
            : kind === 'track'
              ? {
                  kind,
                  value: `/drain/${n}`,
                  ...(await send(agent, sockets, port, 'POST', '/api/track', auth, {
                    page_route: `/drain/${n}`,
                    action: 'page-view',
                  })),
                }
              : {
                  kind,
                  value: `drain-${n}`,
                  ...(await send(agent, sockets, port, 'PUT', `/api/user/${member.id}`, auth, {
                    company: `drain-${n}`,
                  })),
                };
        answers.push(answer);
        for (const socket of sockets) {
          if (watched.has(socket)) continue;
          watched.add(socket);
          socket.on('error', (error: NodeJS.ErrnoException) => socketErrors.push(error.code ?? error.message));
        }
        if (!answer.error) answered.add(agent);
        // Under load: every connection has been served at least once, and 200 answers given.
        if (answers.length >= 200 && answered.size === clients) underLoad();
        // A refused client goes elsewhere, as one behind a load balancer would; nothing else stops it.
        if (answer.error || answer.status === 503) break;
      }
      agent.destroy();
    };
    // Spread over the connections: a busy server accepts one connection per turn of its event loop.
    const kinds = Array.from({ length: clients }, (_, i): Answer['kind'] =>
      i === 0 ? 'profile' : i % 5 === 1 ? 'track' : 'read',
    );
    const load = Promise.all(kinds.map(client));

    await loaded;
    const before = server.output().length;
    server.child.kill('SIGTERM');
    const [shuttingDown] = await server.waitFor(/\{[^\n]*"msg":"shutting down[^\n]*\}/, { from: before });
    expect(JSON.parse(shuttingDown)).toMatchObject({ signal: 'SIGTERM', inFlight: expect.any(Number) });
    expect(JSON.parse(shuttingDown).inFlight).toBeGreaterThanOrEqual(1);
    // Once the listener is closed, a request on the idle connection is refused: the slow request
    // still in flight keeps the drain (and that connection) open until the test sends the rest.
    await server.waitFor(/"msg":"listener closed/, { from: before });
    // Its body comes in two parts: the refusal waits for the whole upload, so none of it meets a closed socket.
    const late = JSON.stringify({ page_route: '/drain/late', action: 'page-view' });
    idle.socket.write(trackRequest(member.token, late) + late.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));
    idle.socket.write(late.slice(10));
    await idle.closed;
    expect(head(idle.received().slice(idleAnswer))).toMatchObject({
      status: 503,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/), connection: 'close' },
    });
    expect(idle.events).toEqual(['end']);
    slow.finish();
    await Promise.all([load, slow.closed]);
    expect(await server.exited).toBe(0);

    // No reset, no request without an answer: each connection kept sending on its one socket until
    // its first 503, which told it to close; every other answer was the route's own.
    expect(answers.filter((a) => a.error)).toEqual([]);
    expect(socketErrors).toEqual([]);
    expect(answers.length).toBe(answers.filter((a) => a.status).length);
    expect(connectionsOf.map((sockets) => sockets.size)).toEqual(kinds.map(() => 1));
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBe(clients);
    for (const a of refused) {
      expect(a.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/), connection: 'close' });
    }
    expect(answers.filter((a) => a.status !== 503).map((a) => a.status)).toEqual(
      answers.filter((a) => a.status !== 503).map((a) => ({ read: 200, track: 202, profile: 200 })[a.kind]),
    );
    expect(answers.filter((a) => a.kind === 'track' && a.status === 202).length).toBeGreaterThan(0);
    // The request in flight at the signal got its answer; its connection stayed open until it was quiet.
    expect(head(slow.received())).toMatchObject({ status: 202, headers: { connection: 'keep-alive' } });
    expect(slow.events).toEqual(['end']);

    const acknowledged = answers.filter((a) => a.kind === 'track' && a.status === 202).map((a) => a.value);
    const lastProfile = answers.filter((a) => a.kind === 'profile' && a.status === 200).at(-1)?.value;
    const database = await createDatabase({ dataDir: join(server.dataDir, 'pglite') });
    try {
      const stored = await database.db
        .select({ page_route: impressions.page_route })
        .from(impressions)
        .where(like(impressions.page_route, '/drain/%'));
      expect(stored.map((r) => r.page_route).sort()).toEqual([...acknowledged, '/drain/slow'].sort());
      const [profile] = await database.db.select().from(users).where(eq(users.username, 'member'));
      expect(profile?.company).toBe(lastProfile);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('ends a drain that outlasts SHUTDOWN_TIMEOUT_MS: cuts and names the request, ignores a second signal, exits 1', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_MS: '1500' }, { migrated: inject('pgliteTemplate') });
    const port = await server.port();
    const member = await loginAsMember(port);
    const slow = await startSlowTrack(port, member.token, '/drain/never');

    const before = server.output().length;
    server.child.kill('SIGTERM');
    await server.waitFor(/"msg":"shutting down/, { from: before });
    server.child.kill('SIGINT');
    await server.waitFor(/"signal":"SIGINT"[^\n]*"msg":"already shutting down/, { from: before });
    expect(await server.exited).toBe(1);
    await slow.closed;

    const cut = server
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((line) => line.level === 50 && line.requests);
    expect(cut).toMatchObject({ requests: [expect.stringMatching(/^POST \/api\/track \(after \d+\.\d s\)$/)] });
    expect(slow.received()).toBe('');
  }, 180_000);
});
