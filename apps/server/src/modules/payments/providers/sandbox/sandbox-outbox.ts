/**
 * The sandbox's outgoing events: each is written to `sandbox_events` in the transaction that made
 * it, then delivered, signed at sending time, through the sender the webhook's owner connected.
 * An event not answered with a 2xx is tried again by the timer, up to MAX_DELIVERY_ATTEMPTS times.
 */
import type { Db } from '@stockroom/db';
import type { WebhookSender } from '../../payment-provider';
import { claimAttempt, insertEvent, markDelivered, pendingEvents } from './sandbox.queries';
import type { SandboxEvent } from './sandbox-events';
import { SANDBOX_SIGNATURE_HEADER, signEvent } from './sandbox-signature';

export const MAX_DELIVERY_ATTEMPTS = 10;
const BATCH = 50;

type Log = { warn(obj: object, msg: string): void };

export interface EventOutbox {
  /** Writes the event with the change it reports (pass the transaction). */
  record(db: Db, event: SandboxEvent): Promise<void>;
  /** Tries every undelivered event with attempts left (the timer's pass). */
  deliverDue(): Promise<void>;
  /** Starts sending the events never tried, without waiting (after a change was committed). */
  deliverSoon(): void;
  connect(send: WebhookSender): void;
  close(): Promise<void>;
}

/** A fresh pass sends only events never tried; retries wait for the timer's full pass. */
type Pass = 'fresh' | 'all';

export function createEventOutbox(db: Db, secret: string, log?: Log): EventOutbox {
  let sender: WebhookSender | null = null;
  let running: Promise<void> | null = null;
  let queued: Pass | null = null;
  let queuedRun: Promise<void> | null = null;
  let closed = false;

  async function deliverPass(pass: Pass) {
    if (!sender || closed) return;
    for (const event of await pendingEvents(db, pass === 'fresh' ? 1 : MAX_DELIVERY_ATTEMPTS, BATCH)) {
      if (closed) return;
      // Another process may be delivering the same event: whoever counts this attempt sends it.
      if (!(await claimAttempt(db, event.id, event.attempts))) continue;
      const headers = {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signEvent(event.payload, secret, new Date()),
      };
      const status = await sender(event.payload, headers).catch((error: unknown) => {
        log?.warn({ event: event.id, error: String(error) }, 'sandbox event delivery threw');
        return 0;
      });
      if (status >= 200 && status < 300) await markDelivered(db, event.id);
      else
        log?.warn({ event: event.id, type: event.type, status, attempts: event.attempts + 1 }, 'sandbox event refused');
    }
  }

  /** One pass at a time per process; a pass asked for during one runs after it (the wider of those asked). */
  function deliver(pass: Pass): Promise<void> {
    if (!running) {
      running = deliverPass(pass).finally(() => {
        running = null;
      });
      return running;
    }
    queued = queued === 'all' || pass === 'all' ? 'all' : 'fresh';
    queuedRun ??= running
      .catch(() => {})
      .then(() => {
        const next = queued ?? pass;
        queued = null;
        queuedRun = null;
        return deliver(next);
      });
    return queuedRun;
  }

  return {
    record: (tx, event) => insertEvent(tx, { id: event.id, type: event.type, payload: JSON.stringify(event) }),
    deliverDue: () => deliver('all'),
    deliverSoon: () => {
      void deliver('fresh').catch((error: unknown) =>
        log?.warn({ error: String(error) }, 'sandbox event delivery failed'),
      );
    },
    connect(send) {
      sender = send;
    },
    async close() {
      closed = true;
      await queuedRun?.catch(() => {});
      await running?.catch(() => {});
    },
  };
}
