import type { ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ErrorBody } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Drains the HTTP server before a stop (docs/decisions/0017), in two phases.
 *
 * Catching up: requests in flight, and requests that were already waiting when the signal came, are
 * answered as usual, each answer with `Connection: close`. A busy server reads a socket, or accepts a
 * connection from its listener's backlog, only once per turn of the event loop, so requests sent well
 * before the signal can still be waiting; the listener stays open until a turn brings no new connection.
 *
 * Refusing: the listener is closed; a request that still arrives on an open connection gets a 503 with
 * `Retry-After`; once nothing is in flight, idle keep-alive connections are ended after a grace in which
 * their client may still send what it was about to send. The drain ends when the last connection has.
 *
 * Node's own `server.close()` is not used for this: it destroys every connection with no request in
 * progress, including those whose next request is waiting unread, and closing the listener at once
 * drops connections not yet accepted; their clients see ECONNRESET and never get an answer.
 */

/** Seconds a refused client should wait: a restart on an existing database takes a few. */
const RETRY_AFTER_SECONDS = 5;
/**
 * The listener stays open at most this long into a drain while connections keep arriving: on a
 * starved 2-core machine one turn of the event loop was seen to take well over a second.
 */
const CATCH_UP_MAX_MS = 3000;
/** How long a quiet keep-alive connection is left open once the server refuses requests. */
const IDLE_GRACE_MS = 1000;
/** How long a connection we have ended may wait for its client to close its side. */
const LINGER_MS = 2000;
const CHECK_EVERY_MS = 50;

interface Connection {
  /** Responses not yet finished, with when their request arrived. */
  inFlight: Map<ServerResponse, number>;
  lastActive: number;
  ended: boolean;
}

export interface DrainReport {
  /** Requests answered as usual during the drain, those in flight when it began included. */
  answered: number;
  /** Requests that arrived once the server had caught up, answered 503. */
  refused: number;
  /** Keep-alive connections ended while quiet. */
  idleClosed: number;
}

export interface Drain {
  /** Requests in flight and connections open, now. */
  load(): { inFlight: number; connections: number };
  /** Begins the drain (once); resolves when every connection is closed. */
  start(): Promise<DrainReport>;
  /** Destroys the connections that remain and says which requests lost their answer. */
  cut(): { requests: string[]; connections: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

export function registerDrain(app: FastifyInstance) {
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  let phase: 'serving' | 'catching up' | 'refusing' = 'serving';
  let drained: Promise<DrainReport> | undefined;
  let refusingSince = 0;
  let arrivals = 0;
  const report: DrainReport = { answered: 0, refused: 0, idleClosed: 0 };

  server.on('connection', (socket: Socket) => {
    arrivals++;
    connections.set(socket, { inFlight: new Map(), lastActive: Date.now(), ended: false });
    socket.once('close', () => connections.delete(socket));
  });
  // First, so that a request is counted before any other listener can answer it.
  server.prependListener('request', (req, res) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.inFlight.set(res, Date.now());
    connection.lastActive = Date.now();
    res.once('close', () => {
      connection.inFlight.delete(res);
      connection.lastActive = Date.now();
      if (phase !== 'serving' && res.statusCode !== 503 && res.writableFinished) report.answered++;
    });
  });

  // Before every other hook, so that a refused request reaches no route.
  app.addHook('onRequest', (_request, reply, done) => {
    if (phase === 'serving') return done();
    if (phase === 'catching up') {
      reply.header('connection', 'close');
      return done();
    }
    report.refused++;
    const body: ErrorBody = { message: 'The server is restarting; try again shortly', code: 'unavailable' };
    reply
      .code(503)
      .headers({ 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' })
      .send(body);
  });

  const inFlight = () => {
    let count = 0;
    for (const c of connections.values()) count += c.inFlight.size;
    return count;
  };

  const endQuietConnections = () => {
    if (phase !== 'refusing' || inFlight() > 0) return;
    const now = Date.now();
    for (const [socket, c] of connections) {
      if (c.ended || now - Math.max(c.lastActive, refusingSince) < IDLE_GRACE_MS) continue;
      c.ended = true;
      report.idleClosed++;
      // A FIN, not a reset: a client sending at this very moment still reads that the server closed first.
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }
  };

  const start = () =>
    new Promise<DrainReport>((resolve) => {
      phase = 'catching up';
      const startedAt = Date.now();
      for (const c of connections.values()) {
        for (const res of c.inFlight.keys()) if (!res.headersSent) res.setHeader('connection', 'close');
      }
      arrivals = 0;
      const check = () => {
        if (phase === 'catching up' && (arrivals === 0 || Date.now() - startedAt >= CATCH_UP_MAX_MS)) {
          phase = 'refusing';
          refusingSince = Date.now();
          app.log.info({ ...report, ...drain.load() }, 'caught up: no new connections; refusing new requests');
          // The net server's close: stop listening, call back once the last connection has closed.
          NetServer.prototype.close.call(server, () => {
            clearInterval(timer);
            resolve(report);
          });
        }
        arrivals = 0;
        endQuietConnections();
      };
      // After the poll phase, so that whatever waits in the listener or a socket is read first.
      const timer = setInterval(() => setImmediate(check), CHECK_EVERY_MS);
    });

  const drain: Drain = {
    load: () => ({ inFlight: inFlight(), connections: connections.size }),
    start() {
      drained ??= start();
      return drained;
    },
    cut() {
      const now = Date.now();
      const requests: string[] = [];
      for (const [socket, c] of connections) {
        for (const [res, since] of c.inFlight) {
          requests.push(`${res.req.method} ${res.req.url} (after ${((now - since) / 1000).toFixed(1)} s)`);
        }
        socket.destroy();
      }
      const count = connections.size;
      connections.clear();
      return { requests, connections: count };
    },
  };
  app.decorate('drain', drain);
}
