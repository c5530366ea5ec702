import { defineRoute } from './common/route';
import {
  AdminSubscriptionsPageSchema,
  AdminSubscriptionsQuerySchema,
  CompleteSubscriptionRequestSchema,
  CompleteSubscriptionResponseSchema,
  RevenueSchema,
  SandboxCheckoutParamsSchema,
  SandboxCheckoutSchema,
  SandboxConfirmSchema,
  SandboxPaySchema,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
  SubscriptionsSchema,
} from './payments.schemas';

const tags = ['payments'];
const main = 'main' as const;

/**
 * Card subscriptions (spec §7, DESIGN §1.3, §1.9): a paid subscription gives the member permission
 * yes for its product until its period ends. Access follows the payment the provider verified (its
 * signed event or the completion call), never the browser arriving on a success address. The
 * provider's webhook takes the raw body, so it is registered outside the contract.
 */
export const paymentRoutes = {
  subscribe: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/subscribe',
    audience: 'member',
    summary: "Open a checkout session for a priced product; answers its id and the provider's checkout address",
    tags,
    body: SubscribeRequestSchema,
    status: 200,
    response: SubscribeResponseSchema,
  }),
  complete: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/payment/complete-subscription',
    audience: 'member',
    summary: 'Verify a checkout session with the provider and record it, once (idempotent)',
    tags,
    body: CompleteSubscriptionRequestSchema,
    status: 200,
    response: CompleteSubscriptionResponseSchema,
  }),
  mine: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/subscriptions',
    audience: 'member',
    summary: "The member's subscriptions, newest first",
    tags,
    status: 200,
    response: SubscriptionsSchema,
  }),
  cancel: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/subscriptions/{id}/cancel',
    audience: 'self',
    summary: 'Stop renewing: access lasts until the end of the paid period',
    tags,
    params: SubscriptionIdParamsSchema,
    status: 200,
    response: SubscriptionSchema,
  }),
  resume: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/subscriptions/{id}/resume',
    audience: 'self',
    summary: 'Renew again a cancelled subscription whose period has not ended',
    tags,
    params: SubscriptionIdParamsSchema,
    status: 200,
    response: SubscriptionSchema,
  }),
  adminList: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/admin/subscriptions',
    audience: 'admin',
    summary: "Every member's subscriptions, newest first, filtered by status and product",
    tags,
    query: AdminSubscriptionsQuerySchema,
    status: 200,
    response: AdminSubscriptionsPageSchema,
  }),
  revenue: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/admin/revenue',
    audience: 'admin',
    summary: 'Payments and live subscriptions per product, provider and currency',
    tags,
    status: 200,
    response: RevenueSchema,
  }),
};

/**
 * The built-in sandbox provider's checkout page calls (registered only when it is the provider).
 * Like a real provider's hosted page they need no login: the session id is the key.
 */
export const sandboxCheckoutRoutes = {
  get: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/sandbox-checkout/{session_id}',
    audience: 'any',
    summary: 'Sandbox provider: a checkout session as its page shows it',
    tags: ['sandbox payments'],
    params: SandboxCheckoutParamsSchema,
    status: 200,
    response: SandboxCheckoutSchema,
  }),
  pay: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/sandbox-checkout/{session_id}/pay',
    audience: 'any',
    summary:
      'Sandbox provider: pay with a test card (4242… pays, 4000…0002 is declined, 4000…3155 needs a second step)',
    tags: ['sandbox payments'],
    params: SandboxCheckoutParamsSchema,
    body: SandboxPaySchema,
    status: 200,
    response: SandboxCheckoutSchema,
  }),
  confirm: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/sandbox-checkout/{session_id}/confirm',
    audience: 'any',
    summary: "Sandbox provider: the second step (the bank's check), approved or failed",
    tags: ['sandbox payments'],
    params: SandboxCheckoutParamsSchema,
    body: SandboxConfirmSchema,
    status: 200,
    response: SandboxCheckoutSchema,
  }),
};
