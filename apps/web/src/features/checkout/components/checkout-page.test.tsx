import type { SandboxCheckout } from '@stockroom/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/routes';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderAt, renderRoutes, setScreen } from '../../../test/render';
import { CheckoutPage } from './checkout-page';
import { leavePage } from './leave-page';

const SESSION = 'cs_sandbox_abcdefghijklmnopqrstuvwx';
const BASE = `/api/sandbox-checkout/${SESSION}`;

const checkout = (fields: Partial<SandboxCheckout> = {}): SandboxCheckout => ({
  session_id: SESSION,
  product_title: 'Spring brochure',
  customer_email: 'member@example.com',
  price: { amount: 1999, currency: 'usd', interval: 'month' },
  status: 'open',
  message: '',
  cancel_url: 'http://localhost/products/p1',
  success_url: '',
  ...fields,
});
const paid = checkout({ status: 'paid', success_url: `http://localhost/subscribed?session_id=${SESSION}` });

type Handler = (request: SeenRequest) => Response | Promise<Response>;
const serve = (routes: Record<string, Handler>) =>
  stubFetch(
    (request) =>
      routes[`${request.method} ${request.url.pathname}`]?.(request) ??
      jsonResponse(404, { message: 'This checkout does not exist.', code: 'not_found' }),
  );

const renderCheckout = () =>
  renderRoutes([{ path: '/checkout/:sessionId', element: <CheckoutPage /> }], `/checkout/${SESSION}`);

async function fillCard(user: ReturnType<typeof renderCheckout>['user'], number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1240');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
}

let left: ReturnType<typeof vi.fn<(address: string) => void>>;
beforeEach(() => {
  setScreen('desktop');
  left = vi.fn<(address: string) => void>();
  vi.spyOn(leavePage, 'assign').mockImplementation(left);
});

describe('the sandbox checkout page', () => {
  it('opens for anyone, without a login, and says plainly that no real money moves', async () => {
    const { seen } = serve({ [`GET ${BASE}`]: () => jsonResponse(200, checkout()) });
    renderAt(<AppRoutes />, `/checkout/${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox payment — no real money.')).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Spring brochure')).toBeInTheDocument();
    expect(within(order).getByText('$19.99 / month')).toBeInTheDocument();
    expect(within(order).getByText('member@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel and return' })).toHaveAttribute(
      'href',
      'http://localhost/products/p1',
    );
    expect(screen.getByRole('button', { name: 'Pay $19.99 / month' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Test cards' });
    expect(within(cards).getByText('4000 0025 0000 3155')).toBeInTheDocument();
    expect(within(cards).getByText('Asks for a bank check first')).toBeInTheDocument();
    expect(seen.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it('shows a loading state until the checkout arrives', async () => {
    serve({ [`GET ${BASE}`]: () => new Promise<Response>(() => undefined) });
    renderCheckout();
    expect(await screen.findByRole('status', { name: 'Loading checkout' })).toBeInTheDocument();
  });

  it('formats the card number in groups and the expiry as MM/YY while typing', async () => {
    serve({ [`GET ${BASE}`]: () => jsonResponse(200, checkout()) });
    const { user } = renderCheckout();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, '42424242x42424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await user.type(expiry, '1240');
    expect(expiry).toHaveValue('12/40');
    await user.type(expiry, '{Backspace}{Backspace}{Backspace}');
    expect(expiry).toHaveValue('1');
  });

  it('puts a test card in the form with its Use button', async () => {
    serve({ [`GET ${BASE}`]: () => jsonResponse(200, checkout()) });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Use 4000 0000 0000 0002' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  });

  it('names each field left empty, and sends nothing', async () => {
    const { seen } = serve({ [`GET ${BASE}`]: () => jsonResponse(200, checkout()) });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $19.99 / month' }));
    expect(await screen.findByText('Enter a card number')).toBeInTheDocument();
    expect(screen.getByText('Use MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('pays, says the payment was received and returns to the success address', async () => {
    const { seen } = serve({
      [`GET ${BASE}`]: () => jsonResponse(200, checkout()),
      [`POST ${BASE}/pay`]: () => jsonResponse(200, paid),
    });
    const { user } = renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 / month' }));
    expect(await screen.findByText('Payment received, returning…')).toBeInTheDocument();
    expect(left).toHaveBeenCalledWith(paid.success_url);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada Lovelace',
    });
    expect(screen.queryByRole('link', { name: 'Cancel and return' })).not.toBeInTheDocument();
  });

  it('shows why a card was declined and keeps what was typed', async () => {
    serve({
      [`GET ${BASE}`]: () => jsonResponse(200, checkout()),
      [`POST ${BASE}/pay`]: () =>
        jsonResponse(200, checkout({ status: 'declined', message: 'Your card was declined.' })),
    });
    const { user } = renderCheckout();
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 / month' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ada Lovelace');
    expect(left).not.toHaveBeenCalled();
  });

  it('asks for the bank check, and pays once it is approved', async () => {
    const confirmed: unknown[] = [];
    serve({
      [`GET ${BASE}`]: () => jsonResponse(200, checkout()),
      [`POST ${BASE}/pay`]: () => jsonResponse(200, checkout({ status: 'requires_action' })),
      [`POST ${BASE}/confirm`]: (request) => {
        confirmed.push(request.body);
        return jsonResponse(200, paid);
      },
    });
    const { user } = renderCheckout();
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 / month' }));
    expect(await screen.findByRole('heading', { name: 'Bank check' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payment received, returning…')).toBeInTheDocument();
    expect(confirmed).toEqual([{ approve: true }]);
    expect(left).toHaveBeenCalledWith(paid.success_url);
  });

  it('goes back to the card form with the reason when the bank check fails', async () => {
    serve({
      [`GET ${BASE}`]: () => jsonResponse(200, checkout({ status: 'requires_action' })),
      [`POST ${BASE}/confirm`]: () =>
        jsonResponse(200, checkout({ status: 'declined', message: 'The bank could not verify the payment.' })),
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank could not verify the payment.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
  });

  it('says an expired checkout has expired, with the way back to the product', async () => {
    serve({
      [`GET ${BASE}`]: () =>
        jsonResponse(
          200,
          checkout({
            status: 'expired',
            message: 'This checkout has expired. Go back to the product and start again.',
          }),
        ),
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.getByText(/Go back to the product and start again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the product' })).toHaveAttribute(
      'href',
      'http://localhost/products/p1',
    );
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('says a checkout it does not know does not exist', async () => {
    serve({});
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Stockroom' })).toHaveAttribute('href', '/products');
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    serve({
      [`GET ${BASE}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(503, { message: 'Service unavailable', code: 'unavailable' })
          : jsonResponse(200, checkout());
      },
    });
    const { user } = renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $19.99 / month' })).toBeInTheDocument();
  });

  it('shows a failed payment call above the form, keeping the form', async () => {
    serve({
      [`GET ${BASE}`]: () => jsonResponse(200, checkout()),
      [`POST ${BASE}/pay`]: () => jsonResponse(500, { message: 'Something went wrong on our side.', code: 'internal' }),
    });
    const { user } = renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 / month' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  });
});
