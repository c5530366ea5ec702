import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build';

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));
const app = async (overrides: Parameters<typeof buildTestApp>[0] = {}) => {
  const t = await buildTestApp(overrides);
  opened.push(t);
  return t;
};
const hasCheckoutPage = (t: TestApp) =>
  ['GET /api/sandbox-checkout/:session_id', 'POST /api/sandbox-checkout/:session_id/pay'].map((route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    return t.app.hasRoute({ method, url });
  });

describe('choosing the payment provider', () => {
  it('runs the sandbox, with its checkout page, when no Stripe keys are set', async () => {
    const t = await app();
    expect(t.deps.payments.name).toBe('sandbox');
    expect(t.deps.payments.signatureHeader).toBe('sandbox-signature');
    expect(hasCheckoutPage(t)).toEqual([true, true]);
  });

  it('runs Stripe, and no sandbox checkout page, when its keys are set', async () => {
    const t = await app({
      payments: { provider: 'stripe', stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' },
    });
    expect(t.deps.payments.name).toBe('stripe');
    expect(t.deps.payments.signatureHeader).toBe('stripe-signature');
    expect(hasCheckoutPage(t)).toEqual([false, false]);
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox-checkout/cs_sandbox_x' });
    expect(res.statusCode).toBe(404);
  });
});
