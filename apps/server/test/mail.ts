import { type Db, mailOutbox } from '@stockroom/db';
import { desc, eq } from 'drizzle-orm';

/** Every message queued for an address, newest first, as the outbox holds it. */
export const mailTo = (db: Db, address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(desc(mailOutbox.created_at));

/** The newest message for an address; fails the test when there is none. */
export async function lastMailTo(db: Db, address: string) {
  const [message] = await mailTo(db, address);
  if (!message) throw new Error(`no mail to ${address}`);
  return message;
}

/** The six-digit code in the newest message for an address. */
export async function codeMailedTo(db: Db, address: string) {
  const message = await lastMailTo(db, address);
  const code = /\b(\d{6})\b/.exec(message.text_body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}: ${message.text_body}`);
  return code;
}
