import type { AddressInfo } from 'node:net';
import { mailOutbox } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createMailer, MAX_ATTEMPTS } from './mail.service';

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

describe('the mail adapter', () => {
  it('keeps mail in the outbox as captured when no SMTP server is configured', async () => {
    await t.deps.mailer.send({ to: 'a@example.com', subject: 'Captured one', text: 'Your code is 123456' });
    const row = await outboxRow('Captured one');
    expect(row).toMatchObject({ status: 'captured', to_address: 'a@example.com', text_body: 'Your code is 123456' });
  });

  it('sends through SMTP when configured and marks the message sent', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer(t.database.db, { smtpUrl: smtp.url, from: 'Stockroom <no-reply@test.local>' });
    try {
      await mailer.send({ to: 'b@example.com', subject: 'Sent one', text: 'Hello over SMTP' });
      await mailer.deliverDue();
      expect(smtp.received.join('')).toContain('Hello over SMTP');
      expect(await outboxRow('Sent one')).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('keeps a message whose delivery fails, retries it later, and gives up after the last attempt', async () => {
    const smtp = await startSmtp();
    smtp.refuse(true);
    const mailer = createMailer(t.database.db, { smtpUrl: smtp.url, from: 'no-reply@test.local' });
    try {
      await mailer.send({ to: 'c@example.com', subject: 'Retried one', text: 'Eventually' });
      await mailer.deliverDue();
      const failed = await outboxRow('Retried one');
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed?.last_error).toContain('mailbox unavailable');
      expect(failed?.next_attempt_at?.getTime()).toBeGreaterThan(Date.now());

      // Once due and the server accepts again, the retry delivers it.
      smtp.refuse(false);
      await t.database.db.update(mailOutbox).set({ next_attempt_at: new Date() }).where(eq(mailOutbox.id, failed!.id));
      await mailer.deliverDue();
      expect(await outboxRow('Retried one')).toMatchObject({ status: 'sent', attempts: 2 });

      smtp.refuse(true);
      await mailer.send({ to: 'd@example.com', subject: 'Given up', text: 'Never' });
      await mailer.deliverDue();
      const row = await outboxRow('Given up');
      await t.database.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date() })
        .where(eq(mailOutbox.id, row!.id));
      await mailer.deliverDue();
      expect(await outboxRow('Given up')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    } finally {
      await mailer.close();
      await smtp.close();
    }
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
