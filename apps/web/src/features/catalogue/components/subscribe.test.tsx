import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, product } from '../test-data';
import { ProductPage } from './product-page';

const MONTHLY = { amount: 1900, currency: 'usd', interval: 'month' } as const;
const PERIOD_END = '2026-12-26T12:00:00.000Z';
const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** A gated product as a gated member reads it: its files withheld. */
const locked = (fields: object = {}) =>
  product({
    title: 'Member guide',
    product_type: 'article',
    is_gated: true,
    article_file_url: '',
    video_embed_url: '',
    bundle_download_url: '',
    design_huddle_template_id: '',
    price: MONTHLY,
    ...fields,
  });
const unlocked = (p: ReturnType<typeof locked>) => ({ ...p, article_file_url: '/files/articles/guide.pdf?expires=1' });

const subscription = (p: { id: string; title: string }, fields: object = {}) => ({
  id: '9b241101-e2bb-4255-8caf-000000000001',
  product_id: p.id,
  product_title: p.title,
  provider: 'sandbox',
  status: 'active',
  price: MONTHLY,
  current_period_end: PERIOD_END,
  cancel_at_period_end: false,
  grants_access: true,
  created_at: '2026-11-26T12:00:00.000Z',
  ...fields,
});

const renderProduct = (path: string) =>
  renderRoutes(
    [
      {
        path: '/products/:id',
        element: (
          <StrictMode>
            <ProductPage />
            <SnackbarArea />
          </StrictMode>
        ),
      },
    ],
    path,
  );

const completions = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.pathname === '/api/payment/complete-subscription');

/** Serves the product locked until `paid()` says otherwise, and the routes given. */
function serve(p: ReturnType<typeof locked>, routes: Record<string, (r: SeenRequest) => Response>, paid = () => false) {
  storeTestLogin();
  return stubFetch(
    answer({
      [`GET /api/products/${p.id}`]: () => jsonResponse(200, paid() ? unlocked(p) : p),
      ...routes,
    }),
  );
}

describe('subscribing to a locked product', () => {
  it('offers the price beside asking for more info and opens the checkout the server answers', async () => {
    const guide = locked();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { seen } = serve(guide, {
      'POST /api/subscribe': () =>
        jsonResponse(200, { session_id: 'cs_sandbox_1', url: 'http://localhost/checkout/cs_sandbox_1' }),
    });
    const { user } = renderProduct(`/products/${guide.id}`);

    const panel = await screen.findByRole('region', { name: 'This product is locked' });
    expect(within(panel).getByRole('button', { name: 'Request access' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Subscribe — $19.00 / month' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_sandbox_1'));
    expect(seen.find((r) => r.url.pathname === '/api/subscribe')?.body).toEqual({ id: guide.id });
    expect(within(panel).getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  });

  it('offers no subscription for a locked product without a price', async () => {
    const guide = locked({ price: null });
    serve(guide, {});
    renderProduct(`/products/${guide.id}`);
    const panel = await screen.findByRole('region', { name: 'This product is locked' });
    expect(within(panel).getByRole('button', { name: 'Request access' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the button", async () => {
    const guide = locked();
    serve(guide, {
      'POST /api/subscribe': () =>
        jsonResponse(429, { message: 'Too many requests, try again in 10 minutes', code: 'rate_limited' }),
    });
    const { user } = renderProduct(`/products/${guide.id}`);
    await user.click(await screen.findByRole('button', { name: 'Subscribe — $19.00 / month' }));
    const panel = screen.getByRole('region', { name: 'This product is locked' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many requests, try again in 10 minutes');
    expect(within(panel).getByRole('button', { name: 'Subscribe — $19.00 / month' })).toBeEnabled();
  });

  it('says so, and shows the product unlocked, when the member already has access', async () => {
    const guide = locked();
    let hasAccess = false;
    serve(
      guide,
      {
        'POST /api/subscribe': () => {
          hasAccess = true;
          return jsonResponse(409, { message: 'You already have access to this product', code: 'conflict' });
        },
      },
      () => hasAccess,
    );
    const { user } = renderProduct(`/products/${guide.id}`);
    await user.click(await screen.findByRole('button', { name: 'Subscribe — $19.00 / month' }));
    expect(await screen.findByText('You already have access to this product')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read the article' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This product is locked' })).not.toBeInTheDocument();
  });
});

describe('coming back from the checkout', () => {
  it('verifies the payment once, says until when the product is unlocked, shows it unlocked and cleans the address', async () => {
    // The administrator invites questions about it: once paid for, there is nothing left to ask.
    const guide = locked({ request_more_info: true });
    let paid = false;
    const { seen } = serve(
      guide,
      {
        'POST /api/payment/complete-subscription': () => {
          paid = true;
          return jsonResponse(200, { subscription: subscription(guide), created: true });
        },
      },
      () => paid,
    );
    const { router } = renderProduct(`/products/${guide.id}?session_id=cs_sandbox_1&ref_id=${guide.id}`);

    expect(await screen.findByRole('status')).toHaveTextContent('Completing your subscription…');
    expect(
      await screen.findByText(`You're subscribed — Member guide is unlocked until ${day(PERIOD_END)}`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read the article' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request (more info|access)/ })).not.toBeInTheDocument();
    expect(completions(seen)).toHaveLength(1);
    expect(completions(seen)[0]?.body).toEqual({ session_id: 'cs_sandbox_1', ref_id: guide.id });
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a one-time payment unlocks the product for good', async () => {
    const guide = locked({ price: { ...MONTHLY, interval: 'once' } });
    serve(guide, {
      'POST /api/payment/complete-subscription': () =>
        jsonResponse(200, { subscription: subscription(guide, { current_period_end: null }), created: false }),
    });
    renderProduct(`/products/${guide.id}?session_id=cs_sandbox_1&ref_id=${guide.id}`);
    expect(await screen.findByText("You're subscribed — Member guide is unlocked for good")).toBeInTheDocument();
  });

  it('shows a declined payment with the subscribe button again', async () => {
    const guide = locked();
    serve(guide, {
      'POST /api/payment/complete-subscription': () =>
        jsonResponse(402, {
          message: 'The payment did not go through: Your card was declined.',
          code: 'payment_failed',
        }),
    });
    const { router } = renderProduct(`/products/${guide.id}?session_id=cs_sandbox_1&ref_id=${guide.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe — $19.00 / month' })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks again on Retry while the payment is still being confirmed', async () => {
    const guide = locked();
    let confirmed = false;
    const { seen } = serve(guide, {
      'POST /api/payment/complete-subscription': () =>
        confirmed
          ? jsonResponse(200, { subscription: subscription(guide), created: true })
          : jsonResponse(409, { message: 'The payment is not complete yet', code: 'conflict' }),
    });
    const { user, router } = renderProduct(`/products/${guide.id}?session_id=cs_sandbox_1&ref_id=${guide.id}`);

    expect(await screen.findByText(/Your payment is still being confirmed/)).toBeInTheDocument();
    // Kept in the address: a reload asks again.
    expect(new URLSearchParams(router.state.location.search).get('session_id')).toBe('cs_sandbox_1');
    confirmed = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/You're subscribed — Member guide is unlocked until/)).toBeInTheDocument();
    expect(completions(seen)).toHaveLength(2);
  });

  it('says a cancelled checkout charged nothing', async () => {
    const guide = locked();
    const { seen } = serve(guide, {});
    const { router } = renderProduct(`/products/${guide.id}?checkout=cancelled`);
    expect(await screen.findByText('Checkout cancelled — you have not been charged')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe — $19.00 / month' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(completions(seen)).toHaveLength(0);
  });
});
