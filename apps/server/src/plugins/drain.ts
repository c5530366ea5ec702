import type { ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ErrorBody } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Drains the HTTP server before a stop (docs/decisions/0017, 0031) without resetting a connection.
 *
 * From the signal on, requests already in progress are finished and answered as usual, and every
 * request read after it is refused: a 503 with `Retry-After` and `Connection: close`, so that its
 * client closes the connection once it has read the answer. The server never closes a connection
 * under a client that is sending; it ends one (a FIN) only once nothing is in flight and that
 * connection stayed quiet for a grace period.
 *
 * The listener stays open until a turn of the event loop brings no new connection: a busy server
 * accepts one connection from its backlog per turn, and the kernel resets the connections still in
 * the backlog when the listener closes. While it is open, refusals wait: a client told to close
 * would open a new connection at once, which could land in that backlog.
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
const LISTEN_MAX_MS = 3000;
/**
 * How long a keep-alive connection must stay quiet, once the listener is closed, before it is ended:
 * longer than a busy client's gap between two requests, and short enough not to hold a stop long.
 */
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
  /** Requests read after the signal, answered 503. */
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
  let phase: 'serving' | 'emptying the backlog' | 'closed to new connections' = 'serving';
  let drained: Promise<DrainReport> | undefined;
  let listenerClosedAt = 0;
  let listenerClosed: () => void = () => {};
  const whenListenerClosed = new Promise<void>((resolve) => {
    listenerClosed = resolve;
  });
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
  app.addHook('onRequest', (request, reply, done) => {
    if (phase === 'serving') return done();
    report.refused++;
    const body: ErrorBody = { message: 'The server is restarting; try again shortly', code: 'unavailable' };
    const refuse = () =>
      reply
        .code(503)
        .headers({ 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' })
        .send(body);
    // Not calling done(): the answer is the 503, and no later hook or route runs. The body is read
    // and dropped first: closing a connection with an upload still arriving would reset it.
    void whenListenerClosed.then(() => {
      if (request.raw.complete) return refuse();
      request.raw.once('end', refuse);
      request.raw.resume();
    });
  });

  const inFlight = () => {
    let count = 0;
    for (const c of connections.values()) count += c.inFlight.size;
    return count;
  };

  const endQuietConnections = () => {
    if (phase !== 'closed to new connections' || inFlight() > 0) return;
    const now = Date.now();
    for (const [socket, c] of connections) {
      if (c.ended || now - Math.max(c.lastActive, listenerClosedAt) < IDLE_GRACE_MS) continue;
      c.ended = true;
      report.idleClosed++;
      // A FIN, not a reset: a client sending at this very moment still reads that the server closed first.
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }
  };

  const start = () =>
    new Promise<DrainReport>((resolve) => {
      phase = 'emptying the backlog';
      const startedAt = Date.now();
      arrivals = 0;
      const check = () => {
        if (phase === 'emptying the backlog' && (arrivals === 0 || Date.now() - startedAt >= LISTEN_MAX_MS)) {
          phase = 'closed to new connections';
          listenerClosedAt = Date.now();
          // The net server's close: stop listening, call back once the last connection has closed.
          NetServer.prototype.close.call(server, () => {
            clearInterval(timer);
            resolve(report);
          });
          app.log.info({ ...report, ...drain.load() }, 'listener closed: refusing the requests that arrive');
          listenerClosed();
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
