import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setNavigationHandler } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { renderRoutes, setScreen } from '../test/render';
import { ADMIN_ONLY_MESSAGE } from './guards';
import { appRoutes } from './routes';

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

/** Starts the real app at `path`, with the API client steering the same router. */
function startApp(path: string) {
  const app = renderRoutes(appRoutes, path, createQueryClient());
  setNavigationHandler((to) => app.router.navigate(to));
  return app;
}

const answer = (routes: Record<string, () => Response>) => (request: SeenRequest) =>
  routes[`${request.method} ${request.url.pathname}`]?.() ?? jsonResponse(404, { message: 'none', code: 'not_found' });

beforeEach(() => setScreen('desktop'));

describe('the app', () => {
  it('sends a logged-out visitor of a member page to log in, and back after signing in', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Requests' });
    expect(router.state.location.pathname).toBe('/requests');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("shows the server's message when the account cannot sign in yet", async () => {
    stubFetch(() =>
      jsonResponse(403, { message: 'Your account is waiting for approval', code: 'waiting_for_approval' }),
    );
    const { user } = startApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'new');
    await user.type(screen.getByLabelText(/Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
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
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
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
});
