import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { audienceGuard } from '../../plugins/auth';
import type { WebhookSender } from './payment-provider';
import { receiveWebhook } from './webhook.service';

export const WEBHOOK_PATH = '/api/payment/webhook';

/**
 * The provider's signed events. Not a contract route: the signature covers the exact bytes sent,
 * so this route alone reads JSON as a raw Buffer (an encapsulated plugin keeps the parser to
 * itself; every other route parses JSON as before). It declares the audience 'any' as contract
 * routes do (the route table checks it): the signature is the permission.
 */
export async function webhookRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (hook) => {
    // JSON only (any other body is 415), kept as the bytes that were signed.
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.route({
      method: 'POST',
      url: WEBHOOK_PATH,
      schema: { hide: true },
      config: { audience: 'any' },
      onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
      handler: async (request) => {
        const header = request.headers[deps.payments.signatureHeader.toLowerCase()];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', 'Invalid signature');
        return receiveWebhook(deps, request.body, signature);
      },
    });
  });
  // The sandbox hands its events to this route as a provider's servers would call it (replacing the
  // in-process sender its jobs connected, which a worker without routes keeps).
  deps.payments.connectWebhook?.(webhookSender(app));
}

/** Delivers a provider's signed event to the webhook route inside the app; answers its status code. */
export const webhookSender =
  (app: FastifyInstance): WebhookSender =>
  (body, headers) =>
    app
      .inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload: body,
        headers: { ...headers, 'content-type': 'application/json' },
      })
      .then((response) => response.statusCode);
