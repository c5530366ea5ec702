import type { Db } from '@stockroom/db';
import nodemailer, { type Transporter } from 'nodemailer';
import type { JobQueue } from '../jobs/job-queue';
import { insertMessage, markFailedAttempt, markSent, messageRow } from './mail.queries';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
/** Every message lands in the outbox first; with SMTP configured it is then sent, and retried on failure. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends one message of the outbox, once: what the mail job runs. */
  deliver(messageId: string): Promise<void>;
  close(): Promise<void>;
}

/** After this many failed attempts a message is marked failed and stays in the outbox for an admin. */
export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, … capped at one hour. */
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  log?: { warn(obj: object, msg: string): void };
}

export const MAIL_JOB = 'mail';
export interface MailJobData {
  messageId: string;
}

/**
 * Every message is written to the outbox first, so nothing is lost when sending fails. Without
 * SMTP it stays there as 'captured' (admins read it at /admin/outbox). With SMTP, a job to send it
 * is written in the same transaction (decision 0037), and a refused attempt writes the next job,
 * due after the backoff, in the transaction that records the refusal; whichever process works jobs
 * sends it, and one whose process died is taken again.
 */
export function createMailer(db: Db, jobs: JobQueue, options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    async send(message: MailMessage) {
      // Before the queue has started (the demo seeded at start), the message waits for its job
      // until the queue starts and writes the jobs that pending messages lack.
      if (!transport || !jobs.started()) {
        await insertMessage(db, { ...message, status: transport ? 'pending' : 'captured' });
        return;
      }
      await db.transaction(async (tx) => {
        const messageId = await insertMessage(tx, { ...message, status: 'pending' });
        await jobs.send<MailJobData>(tx, MAIL_JOB, { messageId });
      });
      jobs.wake(MAIL_JOB);
    },

    async deliver(messageId) {
      const row = await messageRow(db, messageId);
      // Sent or given up already: a job run twice sends nothing twice.
      if (!transport || row?.status !== 'pending') return;
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({ from: options.from, to: row.to_address, subject: row.subject, text: row.text_body });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(attempts));
        await db.transaction(async (tx) => {
          await markFailedAttempt(tx, row.id, attempts, message, next);
          if (next) await jobs.send<MailJobData>(tx, MAIL_JOB, { messageId }, { startAfter: next });
        });
        options.log?.warn({ to: row.to_address, attempts, error: message }, 'mail delivery failed');
        return;
      }
      await markSent(db, row.id, attempts);
    },

    async close() {
      transport?.close();
    },
  };
}
