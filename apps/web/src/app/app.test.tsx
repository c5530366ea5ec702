import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTitle } from '../components/page-title';
import { clearLogin } from '../lib/auth-tokens';
import { navigateTo } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { renderAt, renderRoutes, setScreen } from '../test/render';
import { ADMIN_ONLY_MESSAGE } from './guards';
import { RootLayout } from './root-layout';
import { AppRoutes } from './routes';

const memberSummary = { username: 'member', first_name: 'Mia', is_admin: false };
const adminSummary = { username: 'admin', first_name: 'Ada', is_admin: true };
const outboxMessage = {
  id: '9f1c2b11-7a0e-4c4e-9a59-3f0d6f1c2b11',
  to: 'new@example.com',
  subject: 'Confirm your e-mail',
  text: 'Your code is 123456',
  status: 'captured',
  attempts: 0,
  last_error: null,
  created_at: '2026-01-02T10:00:00.000Z',
  sent_at: null,
};

/** Starts the real app at `path`; the app lets the API client steer the same router. */
const startApp = (path: string) => renderAt(<AppRoutes />, path, createQueryClient());

const answer = (routes: Record<string, () => Response>) => (request: SeenRequest) =>
  routes[`${request.method} ${request.url.pathname}`]?.() ?? jsonResponse(404, { message: 'none', code: 'not_found' });

function BrokenPage(): never {
  throw new Error('Broken page');
}

beforeEach(() => setScreen('desktop'));

describe('the app', () => {
  it('sends a logged-out visitor of a member page to log in, and back after logging in', async () => {
    stubFetch(
      answer({
        'POST /auth/v1/login': () => jsonResponse(200, { access_token: 'a1', refresh_token: 'r1' }),
        'POST /api/track': () => jsonResponse(202, { accepted: true }),
        'GET /auth/v1/user': () => jsonResponse(200, memberSummary),
      }),
    );
    const { router, user } = startApp('/requests');

    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.search).toBe('?redirectTo=%2Frequests');

    await user.type(screen.getByLabelText(/Username/), 'member');
    await user.type(screen.getByLabelText(/Password/), 'stockroom-member');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { name: 'Requests' });
    expect(router.state.location.pathname).toBe('/requests');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("shows the server's message when the account cannot log in yet", async () => {
    stubFetch(() =>
      jsonResponse(403, { message: 'Your account is waiting for approval', code: 'waiting_for_approval' }),
    );
    const { user } = startApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'new');
    await user.type(screen.getByLabelText(/Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is waiting for approval');
  });

  it('shows the captcha when the server asks for one', async () => {
    stubFetch(
      answer({
        'POST /auth/v1/login': () =>
          jsonResponse(400, { message: 'Please solve the captcha', code: 'captcha_required' }),
      }),
    );
    const { user } = startApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'member');
    await user.type(screen.getByLabelText(/Password/), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });

  it('goes to /login with the stored message when the login cannot be renewed', async () => {
    storeTestLogin();
    stubFetch(() => jsonResponse(401, { message: 'Expired', code: 'unauthorized' }));
    const { router } = startApp('/products');

    expect(await screen.findByText('failed to refresh expired login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('logs out to /login itself, with nothing left in storage', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /auth/v1/user': () => jsonResponse(200, memberSummary),
        'GET /auth/v1/logout': () => jsonResponse(200, { message: 'Logged out' }),
      }),
    );
    const { router, user } = startApp('/products');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('leaves the move to /login to whoever clears the login, without a redirect of its own', async () => {
    storeTestLogin();
    stubFetch(answer({ 'GET /auth/v1/user': () => jsonResponse(200, memberSummary) }));
    const { router } = startApp('/requests');
    await screen.findByRole('heading', { name: 'Requests' });

    act(() => clearLogin());

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/requests');
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
  });

  it('sends a member who opens an admin page to /products with a message', async () => {
    storeTestLogin();
    stubFetch(answer({ 'GET /auth/v1/user': () => jsonResponse(200, memberSummary) }));
    const { router } = startApp('/admin/outbox');

    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('lists the outbox for an admin', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /auth/v1/user': () => jsonResponse(200, adminSummary),
        'GET /api/admin/outbox': () => jsonResponse(200, { count: 1, messages: [outboxMessage] }),
      }),
    );
    const { user } = startApp('/admin/outbox');

    await screen.findByRole('heading', { name: 'Outbox' });
    const subject = await screen.findByText('Confirm your e-mail');
    expect(screen.getByRole('heading', { level: 2, name: /Confirm your e-mail/ })).toBeInTheDocument();
    expect(screen.getByText('To: new@example.com')).toBeInTheDocument();
    await user.click(subject);
    expect(await screen.findByText('Your code is 123456')).toBeVisible();
  });

  it("keeps the layout on screen while an admin's first page loads", async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /auth/v1/user': () => jsonResponse(200, adminSummary),
        'GET /api/admin/outbox': () => jsonResponse(200, { count: 0, messages: [] }),
      }),
    );
    let headerHidden = false;
    const watch = new MutationObserver(() => {
      if (!screen.queryByRole('banner')) headerHidden = true;
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    startApp('/admin/outbox');

    await screen.findByRole('heading', { name: 'Outbox' });
    watch.disconnect();
    expect(headerHidden).toBe(false);
  });

  it('says so when the outbox is empty', async () => {
    storeTestLogin();
    stubFetch(
      answer({
        'GET /auth/v1/user': () => jsonResponse(200, adminSummary),
        'GET /api/admin/outbox': () => jsonResponse(200, { count: 0, messages: [] }),
      }),
    );
    startApp('/admin/outbox');
    expect(await screen.findByText('No messages')).toBeInTheDocument();
  });

  it('sends a logged-out visitor of / to log in, returning to /products', async () => {
    stubFetch(answer({}));
    const { router } = startApp('/');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fproducts');
  });

  it('opens the admin products for /admin', async () => {
    storeTestLogin();
    stubFetch(answer({ 'GET /auth/v1/user': () => jsonResponse(200, adminSummary) }));
    const { router } = startApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says there is no page at an unknown address, offering a logged-out visitor to log in', async () => {
    stubFetch(answer({}));
    startApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Browse products' })).not.toBeInTheDocument();
  });

  it('says there is no page at an address that is no route and no category of the member', async () => {
    storeTestLogin();
    stubFetch(answer({ 'GET /auth/v1/user': () => jsonResponse(200, memberSummary) }));
    const { router, user } = startApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Category/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');

    await user.click(screen.getByRole('link', { name: 'Browse products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('lets code outside the pages move the app, once the next page is on screen', async () => {
    stubFetch(answer({}));
    const { router } = startApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });

    const onArrival = navigateTo('/signup').then(() => ({
      path: router.state.location.pathname,
      heading: screen.queryByRole('heading', { name: 'Create an account' }),
    }));

    await screen.findByRole('heading', { name: 'Create an account' });
    const arrived = await onArrival;
    expect(arrived.path).toBe('/signup');
    expect(arrived.heading).toBeInTheDocument();
  });

  it('shows the error page in place of a page that fails, and the next page again', async () => {
    // React reports the error it caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'broken', element: <BrokenPage /> },
            { path: 'products', element: <PageTitle>Products</PageTitle> },
          ],
        },
      ],
      '/broken',
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Broken page')).toBeInTheDocument();

    await user.click(screen.getByRole('img', { name: 'Stockroom' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
