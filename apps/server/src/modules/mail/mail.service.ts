import type { Db } from '@stockroom/db';
import nodemailer, { type Transporter } from 'nodemailer';
import { dueMessages, insertMessage, markFailedAttempt, markSent } from './mail.queries';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
/** Every message lands in the outbox first; with SMTP configured it is then sent, and retried on failure. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** After this many failed attempts a message is marked failed and stays in the outbox for an admin. */
export const MAX_ATTEMPTS = 8;
const RETRY_EVERY_MS = 30_000;
/** 30 s, 1 min, 2 min, … capped at one hour. */
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Every message is written to the outbox first, so nothing is lost when sending fails. Without
 * SMTP it stays there as 'captured' (admins read it at /admin/outbox); with SMTP it is sent at once
 * and retried with backoff by a timer.
 */
export function createMailer(db: Db, options: MailerOptions): Mailer & { deliverDue(): Promise<number> } {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let delivering: Promise<number> | null = null;

  async function deliverOnce(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const row of await dueMessages(db, 20)) {
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({ from: options.from, to: row.to_address, subject: row.subject, text: row.text_body });
        await markSent(db, row.id, attempts);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(attempts));
        await markFailedAttempt(db, row.id, attempts, message, next);
        options.log?.warn({ to: row.to_address, attempts, error: message }, 'mail delivery failed');
      }
    }
    return sent;
  }

  // One delivery pass at a time per process; a second caller shares the running pass.
  const deliverDue = () => {
    delivering ??= deliverOnce().finally(() => {
      delivering = null;
    });
    return delivering;
  };

  const timer = transport ? setInterval(() => void deliverDue().catch(() => {}), RETRY_EVERY_MS) : null;
  timer?.unref();

  return {
    async send(message: MailMessage) {
      await insertMessage(db, { ...message, status: transport ? 'pending' : 'captured' });
      if (transport) void deliverDue().catch(() => {});
    },
    deliverDue,
    async close() {
      if (timer) clearInterval(timer);
      await delivering?.catch(() => {});
      transport?.close();
    },
  };
}
