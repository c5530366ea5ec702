import type { Database } from '@stockroom/db';
import type { Config } from '../../../config';
import type { JobQueue } from '../../jobs/job-queue';
import type { PaymentProvider } from '../payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe-provider';

type Log = { warn(obj: object, msg: string): void };

/** DESIGN §1.9: Stripe Checkout when its keys are set, otherwise the built-in sandbox. */
export function createPaymentProvider(
  config: Config,
  database: Database,
  tokenSecret: string,
  jobs: JobQueue,
  log?: Log,
): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    const { stripeSecretKey, stripeWebhookSecret } = config.payments;
    return createStripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret });
  }
  return createSandboxProvider({ db: database.db, publicBaseUrl: config.publicBaseUrl, tokenSecret, jobs, log });
}
