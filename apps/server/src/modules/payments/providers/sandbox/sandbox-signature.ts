/**
 * The sandbox signs its events as Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * over the exact bytes sent, under a secret derived from the server's token secret. The timestamp
 * bounds replays: a signature older (or newer) than the tolerance is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../../payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** One secret per installation, never stored: derived again from the token secret at each start. */
export const sandboxWebhookSecret = (tokenSecret: string) =>
  createHmac('sha256', tokenSecret).update('sandbox-webhook').digest('hex');

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

export function signEvent(body: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

/** Throws WebhookSignatureError unless one of the header's v1 signatures is ours, and recent. */
export function verifySignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new WebhookSignatureError('The event carries no signature');
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookSignatureError('The signature header is not in the form t=…,v1=…');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature is too old (or from the future)');
  }
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((candidate) => timingSafeEqual(candidate, expected))) {
    throw new WebhookSignatureError('The signature does not match the body');
  }
}
