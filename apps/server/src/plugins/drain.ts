import type { ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ErrorBody } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Drains the HTTP server before a stop (docs/decisions/0017): requests already received are answered,
 * with `Connection: close`; requests that still arrive get a 503 with `Retry-After`; idle keep-alive
 * connections are closed once their client has had time to send what it was about to send; the
 * listener closes as soon as no connection has arrived for a moment.
 *
 * Node's own `server.close()` is not used for this: it destroys every connection with no request in
 * progress, including those whose next request is already waiting, unread, in the socket while the
 * event loop is busy, and it drops the connections a busy server has not accepted yet; their clients
 * see ECONNRESET and never get an answer.
 */

/** Seconds a client refused during a drain should wait: a restart on an existing database takes a few. */
const RETRY_AFTER_SECONDS = 5;
/** How long a keep-alive connection may stay quiet during a drain before it is closed. */
const IDLE_GRACE_MS = 1000;
/** The listener stays open at most this long into a drain while connections keep arriving. */
const LISTEN_GRACE_MS = 1000;
/** How long a connection we have ended may wait for its client to close its side. */
const LINGER_MS = 2000;
const CHECK_EVERY_MS = 50;

interface Connection {
  /** Responses not yet finished, with when their request arrived. */
  inFlight: Map<ServerResponse, number>;
  idleSince: number;
  ended: boolean;
}

export interface DrainReport {
  /** Requests in flight when the drain began, all answered. */
  finished: number;
  /** Requests that arrived during the drain, answered 503. */
  refused: number;
  /** Keep-alive connections closed while idle. */
  idleClosed: number;
}

export interface Drain {
  readonly draining: boolean;
  /** Requests in flight and connections open, now. */
  load(): { inFlight: number; connections: number };
  /** Stops accepting connections; resolves once every connection is closed. */
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
  let draining: Promise<DrainReport> | undefined;
  const report: DrainReport = { finished: 0, refused: 0, idleClosed: 0 };
  let inFlightAtStart = new Set<ServerResponse>();
  let arrivals = 0;

  server.on('connection', (socket: Socket) => {
    arrivals++;
    connections.set(socket, { inFlight: new Map(), idleSince: Date.now(), ended: false });
    socket.once('close', () => connections.delete(socket));
  });
  // First, so that a request is counted before any other listener can answer it.
  server.prependListener('request', (req, res) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.inFlight.set(res, Date.now());
    res.once('close', () => {
      connection.inFlight.delete(res);
      connection.idleSince = Date.now();
      if (inFlightAtStart.delete(res) && res.writableFinished) report.finished++;
    });
  });

  // Before every other hook: during a drain no request reaches a route.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    report.refused++;
    const body: ErrorBody = { message: 'The server is restarting; try again shortly', code: 'unavailable' };
    reply
      .code(503)
      .headers({ 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' })
      .send(body);
  });

  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, c] of connections) {
      if (c.ended || c.inFlight.size > 0 || now - c.idleSince < IDLE_GRACE_MS) continue;
      c.ended = true;
      report.idleClosed++;
      // A FIN, not a reset: a client that was sending at this very moment can tell the difference.
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }
  };
  const drain: Drain = {
    get draining() {
      return draining !== undefined;
    },
    load() {
      let inFlight = 0;
      for (const c of connections.values()) inFlight += c.inFlight.size;
      return { inFlight, connections: connections.size };
    },
    start() {
      draining ??= new Promise((resolve) => {
        const startedAt = Date.now();
        for (const c of connections.values()) {
          for (const res of c.inFlight.keys()) {
            inFlightAtStart.add(res);
            if (!res.headersSent) res.setHeader('connection', 'close');
          }
        }
        let listening = true;
        arrivals = 0;
        const check = () => {
          // A connection the kernel accepted while the event loop was busy waits in the listener's backlog,
          // its request already sent: closing the listener would reset it. Keep accepting (and refusing
          // with 503) until a whole round of the event loop brings no new connection.
          if (listening && (arrivals === 0 || Date.now() - startedAt >= LISTEN_GRACE_MS)) {
            listening = false;
            // The net server's close: stop listening, call back when the last connection has closed.
            NetServer.prototype.close.call(server, () => {
              clearInterval(timer);
              resolve(report);
            });
          }
          arrivals = 0;
          closeIdle();
        };
        // After the poll phase, so that what waits in the listener or in an idle socket is read first.
        const timer = setInterval(() => setImmediate(check), CHECK_EVERY_MS);
      });
      return draining;
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
      inFlightAtStart = new Set();
      return { requests, connections: count };
    },
  };
  app.decorate('drain', drain);
}
