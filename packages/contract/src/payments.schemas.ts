import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';
import { CurrencySchema, PriceSchema } from './products.schemas';

export { formatPrice } from './price-format';

/** The payment providers: the built-in sandbox by default, Stripe when its keys are set. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/**
 * active: paid and within its period; canceled: will not renew, access until the period ends;
 * past_due: a renewal failed, the provider retries (access until the period ends); ended: lapsed,
 * the product is locked again.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'ended'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** POST /api/subscribe: the product to subscribe to. */
export const SubscribeRequestSchema = z.object({ id: IdSchema });
/** The provider's checkout session and the address of its checkout page. */
export const SubscribeResponseSchema = z.object({
  session_id: z.string(),
  url: z.string(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/**
 * POST /api/payment/complete-subscription: `session_id` from the checkout's return address and
 * `ref_id`, the product the session was opened for (the return address carries both).
 */
export const CompleteSubscriptionRequestSchema = z.object({
  session_id: z.string().check(z.minLength(1, 'Required'), z.maxLength(255)),
  ref_id: IdSchema,
});

/** A member's subscription to one product. */
export const SubscriptionSchema = z.object({
  id: IdSchema,
  product_id: IdSchema,
  product_title: z.string(),
  provider: PaymentProviderNameSchema,
  status: SubscriptionStatusSchema,
  price: PriceSchema,
  /** Access lasts until this time (null: a one-time payment, no end). */
  current_period_end: z.nullable(DateTimeSchema),
  /** The member cancelled: it will not renew and ends at current_period_end. */
  cancel_at_period_end: z.boolean(),
  /** Whether it unlocks the product now. */
  grants_access: z.boolean(),
  created_at: DateTimeSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionsSchema = z.array(SubscriptionSchema);

export const CompleteSubscriptionResponseSchema = z.object({
  subscription: SubscriptionSchema,
  /** False when an earlier call (or the provider's event) had already recorded it. */
  created: z.boolean(),
});

export const SubscriptionIdParamsSchema = z.object({ id: IdSchema });

/** GET /api/admin/subscriptions: every member's, newest first. */
export const AdminSubscriptionsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 25),
  status: z.optional(SubscriptionStatusSchema),
  product_id: z.optional(IdSchema),
});
export const AdminSubscriptionSchema = z.extend(SubscriptionSchema, {
  user_id: IdSchema,
  username: z.string(),
  member_name: z.string(),
});
export const AdminSubscriptionsPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(AdminSubscriptionSchema),
});

/** GET /api/admin/revenue: per product, provider and currency, what was paid and what is live. */
export const RevenueRowSchema = z.object({
  product_id: z.nullable(IdSchema),
  product_title: z.string(),
  provider: PaymentProviderNameSchema,
  currency: CurrencySchema,
  /** Payments recorded (first payments and renewals). */
  payments: z.number().check(z.int(), z.nonnegative()),
  /** Their sum, in the currency's minor unit. */
  amount: z.number().check(z.int(), z.nonnegative()),
  active_subscriptions: z.number().check(z.int(), z.nonnegative()),
});
export const RevenueSchema = z.array(RevenueRowSchema);
export type RevenueRow = z.infer<typeof RevenueRowSchema>;

// The sandbox provider's own checkout page (`/checkout/{session_id}` in the web app) and its calls.
// They stand in for a real provider's hosted page: the session id in the address is the key.

/** Card numbers the sandbox knows, as the real providers document theirs. */
export const SANDBOX_TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  secondStep: '4000 0025 0000 3155',
  /** Pays now, then every renewal fails: the subscription goes past due and lapses. */
  renewalsFail: '4000 0000 0000 0341',
} as const;

export const SANDBOX_CHECKOUT_STATUSES = ['open', 'requires_action', 'paid', 'declined', 'expired'] as const;
export const SandboxCheckoutParamsSchema = z.object({ session_id: z.string().check(z.maxLength(255)) });
export const SandboxCheckoutSchema = z.object({
  session_id: z.string(),
  product_title: z.string(),
  customer_email: z.string(),
  price: PriceSchema,
  status: z.enum(SANDBOX_CHECKOUT_STATUSES),
  /** Why the last attempt failed ('' when none). */
  message: z.string(),
  /** Where the page goes back to when the member gives up. */
  cancel_url: z.string(),
  /** Where the page goes once paid ('' until then). */
  success_url: z.string(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;
export const SandboxPaySchema = z.object({
  /** Spaces allowed; never stored (only the last four digits are kept). */
  card_number: z.string().check(z.trim(), z.regex(/^[\d ]{12,23}$/, 'Enter a card number')),
  /** MM/YY, not in the past. */
  expiry: z.string().check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use MM/YY')),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits')),
  name: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
});
/** The second step (the bank's check): approve or fail it, as a real bank's test page offers. */
export const SandboxConfirmSchema = z.object({ approve: z.boolean() });
