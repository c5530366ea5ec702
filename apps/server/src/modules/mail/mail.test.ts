import type { AddressInfo } from 'node:net';
import { mailOutbox } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { buildApp } from '../../app';
import { createDeps } from '../../create-deps';
import { MAIL_JOB, MAX_ATTEMPTS } from './mail.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A real SMTP peer on a local port that records what it receives, and can be told to refuse. */
async function startSmtp() {
  const received: string[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        if (refuse) return callback(new Error('mailbox unavailable'));
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (value: boolean) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRow = async (subject: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0];

type OutboxRow = typeof mailOutbox.$inferSelect;

/** An app that sends through a local SMTP server and works its mail jobs, polling often. */
async function withSmtp(run: (smtp: Awaited<ReturnType<typeof startSmtp>>, app: TestApp) => Promise<void>) {
  const smtp = await startSmtp();
  const app = await buildTestApp({ smtpUrl: smtp.url, jobTimings: { pollSeconds: 0.5 } });
  try {
    await run(smtp, app);
  } finally {
    await app.close();
    await smtp.close();
  }
}

/** The message once `done` holds for it; sending happens in the app's jobs, after `send` has answered. */
async function outboxOnceSettled(app: TestApp, subject: string, done: (row: OutboxRow) => boolean) {
  for (;;) {
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    if (row && done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Brings the retries waiting for their backoff forward to now. */
const makeDue = (app: TestApp) =>
  app.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${MAIL_JOB} and state = 'created'`,
  );

describe('the mail adapter', () => {
  it('keeps mail in the outbox as captured when no SMTP server is configured', async () => {
    await t.deps.mailer.send({ to: 'a@example.com', subject: 'Captured one', text: 'Your code is 123456' });
    const row = await outboxRow('Captured one');
    expect(row).toMatchObject({ status: 'captured', to_address: 'a@example.com', text_body: 'Your code is 123456' });
  });

  it('sends through SMTP when configured and marks the message sent', async () => {
    await withSmtp(async (smtp, app) => {
      await app.deps.mailer.send({ to: 'b@example.com', subject: 'Sent one', text: 'Hello over SMTP' });
      expect(await outboxOnceSettled(app, 'Sent one', (r) => r.status === 'sent')).toMatchObject({ attempts: 1 });
      expect(smtp.received.join('')).toContain('Hello over SMTP');
    });
  });

  it('keeps a message whose delivery fails, retries it later, and gives up after the last attempt', async () => {
    await withSmtp(async (smtp, app) => {
      smtp.refuse(true);
      await app.deps.mailer.send({ to: 'c@example.com', subject: 'Retried one', text: 'Eventually' });
      const failed = await outboxOnceSettled(app, 'Retried one', (r) => r.attempts === 1);
      expect(failed).toMatchObject({ status: 'pending' });
      expect(failed.last_error).toContain('mailbox unavailable');
      expect(failed.next_attempt_at?.getTime()).toBeGreaterThan(Date.now());

      // Once due and the server accepts again, the retry delivers it.
      smtp.refuse(false);
      await makeDue(app);
      expect(await outboxOnceSettled(app, 'Retried one', (r) => r.status !== 'pending')).toMatchObject({
        status: 'sent',
        attempts: 2,
      });

      smtp.refuse(true);
      await app.deps.mailer.send({ to: 'd@example.com', subject: 'Given up', text: 'Never' });
      const row = await outboxOnceSettled(app, 'Given up', (r) => r.attempts === 1);
      await app.database.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, row.id));
      await makeDue(app);
      expect(await outboxOnceSettled(app, 'Given up', (r) => r.status !== 'pending')).toMatchObject({
        status: 'failed',
        attempts: MAX_ATTEMPTS,
      });
    });
  });

  it('sends the messages written before the queue started once it starts', async () => {
    await withSmtp(async (smtp, app) => {
      // As a version that sent mail on a timer left it, or the demo written at the first start.
      const [row] = await app.database.db
        .insert(mailOutbox)
        .values({ to_address: 'e@example.com', subject: 'Waiting one', text_body: 'From before', status: 'pending' })
        .returning();
      const next = await buildApp(await createDeps(app.config, app.database));
      await next.ready();
      try {
        expect(await outboxOnceSettled(app, 'Waiting one', (r) => r.status === 'sent')).toMatchObject({ id: row?.id });
        expect(smtp.received.join('')).toContain('From before');
      } finally {
        await next.close();
      }
    });
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists the newest messages first for an admin, filtered by address', async () => {
    await t.deps.mailer.send({ to: 'outbox-one@example.com', subject: 'First', text: 'one' });
    // Newest is by creation time, which the embedded database keeps to the millisecond: two sends
    // within one would tie.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.deps.mailer.send({ to: 'outbox-two@example.com', subject: 'Second', text: 'two' });
    const admin = await t.sessionFor('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=outbox-', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
  });

  it('refuses a member with 403 and an anonymous caller with 401', async () => {
    const member = await t.sessionFor('member');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: member.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('answers 400 naming limit when it is out of range', async () => {
    const admin = await t.sessionFor('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=0', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid Query parameter limit');
  });
});
