import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from '../../../components/captcha/solve-challenge';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

vi.mock('../../../components/captcha/solve-challenge', () => ({ solveCaptcha: vi.fn() }));

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/products', Component: () => <h1>Products page</h1> },
];

const CAPTCHA_REQUIRED = { message: 'Please complete the captcha and try again.', code: 'captcha_required' };
const WRONG_PASSWORD = { message: 'Wrong username or password', code: 'invalid_credentials' };

/** The server as an attacker left it: every login needs a solved captcha, and only the right password passes. */
function server(request: SeenRequest) {
  const path = request.url.pathname;
  if (path === '/auth/v1/captcha-challenge') return jsonResponse(200, { parameters: {}, signature: 's' });
  if (path === '/api/track') return jsonResponse(202, { accepted: true });
  const body = request.body as { password: string; captcha_token?: string };
  if (!body.captcha_token) return jsonResponse(400, CAPTCHA_REQUIRED);
  if (body.password !== 'stockroom-member') return jsonResponse(401, WRONG_PASSWORD);
  return jsonResponse(200, { access_token: 'a1', refresh_token: 'r1' });
}

const logins = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/auth/v1/login');

beforeEach(() => {
  let round = 0;
  vi.mocked(solveCaptcha).mockImplementation(async () => ({ token: `solved-${++round}`, expiresAt: null }));
});

describe('log-in page', () => {
  it('says "Log in" in its title and on its button, and shows no captcha at first', () => {
    stubFetch(server);
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign in/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
  });

  it('shows the captcha when the server asks for one, and logs in with it solved', async () => {
    const { seen } = stubFetch(server);
    const { user, router } = renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText(/Username/), 'member');
    await user.type(screen.getByLabelText(/Password/), 'stockroom-member');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete the captcha');
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    // Sent again before the check is done: the page asks for it and calls nobody.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Please tick/)).toBeInTheDocument();
    expect(logins(seen)).toHaveLength(1);

    await user.click(box);
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { name: 'Products page' });
    expect(router.state.location.pathname).toBe('/products');
    expect(logins(seen)[1]?.body).toEqual({
      username: 'member',
      password: 'stockroom-member',
      captcha_token: 'solved-1',
    });
  });

  it('starts the captcha over after a wrong password, since a solution is good once', async () => {
    const { seen } = stubFetch(server);
    const { user } = renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText(/Username/), 'member');
    await user.type(screen.getByLabelText(/Password/), 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    const fresh = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(fresh).not.toBeChecked();

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'stockroom-member');
    await user.click(fresh);
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Products page' });
    expect(logins(seen).map((r) => (r.body as { captcha_token?: string }).captcha_token)).toEqual([
      undefined,
      'solved-1',
      'solved-2',
    ]);
  });
});
