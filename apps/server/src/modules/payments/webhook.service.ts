/**
 * The provider's webhook (DESIGN §1.9): the signature over the exact bytes received is the
 * permission. Each event is applied once, in one transaction with the record of its id, so a replay
 * or a retry changes nothing and a failure leaves nothing half-written for the provider's retry.
 */

import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { type PaymentEvent, WebhookSignatureError } from './payment-provider';
import { applyPaymentEvent, eventType } from './payment-records';
import { recordEventOnce } from './payments.queries';
import { mailReceipt, subscriptionView } from './subscriptions.service';

type WebhookDeps = Pick<AppDeps, 'config' | 'database' | 'mailer' | 'payments' | 'events'>;

async function verified(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
  try {
    return await deps.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('bad_request', 'Invalid signature');
    throw error;
  }
}

export async function receiveWebhook(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined) {
  const event = await verified(deps, rawBody, signature);
  const provider = deps.payments.name;
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, provider, event.id, eventType(event)))) return 'duplicate' as const;
    return applyPaymentEvent(tx, provider, event);
  });
  if (outcome === 'duplicate') return { received: true, duplicate: true };
  if (outcome?.created) {
    const subscription = await subscriptionView(deps, outcome.subscriptionId);
    // Recorded once whichever arrives first, this event or the member's completion call.
    deps.events.record({ kind: 'subscription', userId: outcome.userId, productId: subscription.product_id });
    await mailReceipt(deps, outcome.userId, subscription);
  }
  return { received: true, duplicate: false };
}
