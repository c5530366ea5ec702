/**
 * The sandbox's outgoing events (decision 0042): each is written to `sandbox_events` with a job to
 * deliver it, in the transaction that made it; whichever process works jobs sends it, signed at
 * sending time, through the sender the webhook's owner connected. Each attempt is counted and the
 * job for the next one written in one transaction before sending, so a process that dies mid-send
 * leaves the retry behind it, and an attempt is made once however often its job runs. An event not
 * answered with a 2xx is tried again after a backoff, up to MAX_DELIVERY_ATTEMPTS times.
 */
import type { Db } from '@stockroom/db';
import type { JobQueue } from '../../../jobs/job-queue';
import type { WebhookSender } from '../../payment-provider';
import { claimAttempt, insertEvent, markDelivered, pendingEvents } from './sandbox.queries';
import type { SandboxEvent } from './sandbox-events';
import { undeliveredWithoutJob } from './sandbox-jobs.queries';
import { SANDBOX_SIGNATURE_HEADER, signEvent } from './sandbox-signature';

export const MAX_DELIVERY_ATTEMPTS = 10;
/** 30 s, 1 min, 2 min, … capped at one hour: about four hours from the first attempt to the last. */
export const deliveryBackoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));
const BATCH = 50;

export const SANDBOX_DELIVERY_JOB = 'sandbox-event-delivery';
export interface DeliveryJobData {
  eventId: string;
  /** Attempts already counted when this one was asked for: the job makes attempt `attempt + 1`. */
  attempt: number;
}

type Log = { warn(obj: object, msg: string): void };

export interface EventOutbox {
  /** Writes the event and the job that delivers it with the change it reports (pass the transaction). */
  record(db: Db, event: SandboxEvent): Promise<void>;
  /** After the recording transaction has committed: this process's idle delivery workers look at once. */
  wake(): void;
  /** One attempt at an event: what the delivery job runs. */
  deliver(data: DeliveryJobData): Promise<void>;
  /**
   * Tries every undelivered event with attempts left now, whatever its backoff, and waits for the
   * attempts this process has under way: for tests and tools that need the events sent by the time it answers.
   */
  deliverDue(): Promise<void>;
  /** Writes the delivery jobs that events recorded before the queue started lack (the job's `onStart`). */
  writeMissingJobs(): Promise<void>;
  connect(send: WebhookSender): void;
  /** Waits for this process's attempts under way and starts no more. */
  close(): Promise<void>;
}

export function createEventOutbox(db: Db, jobs: JobQueue, secret: string, log?: Log): EventOutbox {
  let sender: WebhookSender | null = null;
  let closed = false;
  const underWay = new Set<Promise<void>>();

  /** Counts the attempt and writes the next one's job together; null when it was made already. */
  const claim = (eventId: string, attempt: number) =>
    db.transaction(async (tx) => {
      const event = await claimAttempt(tx, eventId, attempt);
      const attempts = attempt + 1;
      if (event && attempts < MAX_DELIVERY_ATTEMPTS && jobs.started()) {
        const startAfter = new Date(Date.now() + deliveryBackoffMs(attempts));
        await jobs.send<DeliveryJobData>(tx, SANDBOX_DELIVERY_JOB, { eventId, attempt: attempts }, { startAfter });
      }
      return event;
    });

  async function attempt({ eventId, attempt }: DeliveryJobData) {
    const send = sender;
    // Thrown, not skipped: the job is taken again once a webhook is there to take the event.
    if (!send || closed) throw new Error('no webhook to deliver sandbox events to');
    const event = await claim(eventId, attempt);
    if (!event) return;
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signEvent(event.payload, secret, new Date()),
    };
    const status = await send(event.payload, headers).catch((error: unknown) => {
      log?.warn({ event: eventId, error: String(error) }, 'sandbox event delivery threw');
      return 0;
    });
    if (status >= 200 && status < 300) await markDelivered(db, eventId);
    else log?.warn({ event: eventId, type: event.type, status, attempts: attempt + 1 }, 'sandbox event refused');
  }

  /** Registered before its claim, so a caller that lost the claim to it can wait for its send. */
  function tracked(data: DeliveryJobData) {
    const run = attempt(data).finally(() => underWay.delete(run));
    underWay.add(run);
    return run;
  }
  const settled = () => Promise.allSettled([...underWay]);

  return {
    async record(tx, event) {
      await insertEvent(tx, { id: event.id, type: event.type, payload: JSON.stringify(event) });
      // Before the queue has started (the demo seeded at start) the event waits for `writeMissingJobs`.
      if (jobs.started()) await jobs.send<DeliveryJobData>(tx, SANDBOX_DELIVERY_JOB, { eventId: event.id, attempt: 0 });
    },
    wake: () => jobs.wake(SANDBOX_DELIVERY_JOB),
    deliver: tracked,
    async deliverDue() {
      await settled();
      if (!sender || closed) return;
      for (const event of await pendingEvents(db, MAX_DELIVERY_ATTEMPTS, BATCH)) {
        await tracked({ eventId: event.id, attempt: event.attempts }).catch((error: unknown) =>
          log?.warn({ event: event.id, error: String(error) }, 'sandbox event delivery failed'),
        );
      }
      await settled();
    },
    async writeMissingJobs() {
      await db.transaction(async (tx) => {
        for (const event of await undeliveredWithoutJob(tx, SANDBOX_DELIVERY_JOB, MAX_DELIVERY_ATTEMPTS)) {
          await jobs.send<DeliveryJobData>(tx, SANDBOX_DELIVERY_JOB, { eventId: event.id, attempt: event.attempts });
        }
      });
    },
    connect(send) {
      sender = send;
    },
    async close() {
      closed = true;
      await settled();
    },
  };
}
