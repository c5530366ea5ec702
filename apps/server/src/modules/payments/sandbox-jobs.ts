/**
 * The built-in sandbox provider's background work as jobs (decision 0042): delivering its events
 * to our webhook, and settling each subscription at its period end. With Stripe, none of it exists:
 * Stripe renews and calls our webhook from its own servers.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { WebhookSender } from './payment-provider';
import type { DeliveryJobData } from './providers/sandbox/sandbox-outbox';
import { SANDBOX_DELIVERY_JOB } from './providers/sandbox/sandbox-outbox';
import { isSandboxProvider } from './providers/sandbox/sandbox-provider';
import { type RenewalJobData, SANDBOX_RENEWAL_JOB } from './providers/sandbox/sandbox-renewals';
import { receiveWebhook } from './webhook.service';

type WebhookDeps = Pick<AppDeps, 'config' | 'database' | 'mailer' | 'payments' | 'events'>;
type Log = Pick<FastifyInstance['log'], 'warn'>;

/**
 * Hands an event to the webhook service as the webhook route would, answering the status the route
 * would answer. A worker has no routes; a process that serves them delivers through its route
 * instead (webhook.routes.ts connects that one after this).
 */
export const inProcessWebhookSender =
  (deps: WebhookDeps, log: Log): WebhookSender =>
  async (body, headers) => {
    try {
      await receiveWebhook(deps, Buffer.from(body, 'utf8'), headers[deps.payments.signatureHeader]);
      return 200;
    } catch (error) {
      log.warn({ err: error }, 'the webhook did not take a sandbox event');
      return error instanceof AppError ? error.status : 500;
    }
  };

export function defineSandboxJobs(deps: AppDeps, log: Log) {
  const sandbox = deps.payments;
  if (!isSandboxProvider(sandbox)) return;
  sandbox.connectWebhook(inProcessWebhookSender(deps, log));
  // An attempt is counted before it is sent: a job run again after that sends nothing, and the
  // next attempt's job, written with the count, is the delivery's retry. These retries are for a
  // process that died or a database that failed before the count.
  deps.jobs.define<DeliveryJobData>(SANDBOX_DELIVERY_JOB, {
    retryLimit: 3,
    concurrency: 1,
    handler: (data) => sandbox.work.deliver(data),
  });
  deps.jobs.define<RenewalJobData>(SANDBOX_RENEWAL_JOB, {
    retryLimit: 3,
    concurrency: 1,
    handler: (data) => sandbox.work.renew(data.subscriptionId),
    onStart: () => sandbox.work.writeMissingJobs(),
  });
}
