import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from '../../../components/captcha/solve-challenge';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { SignUpPage } from './signup-page';

vi.mock('../../../components/captcha/solve-challenge', () => ({ solveCaptcha: vi.fn() }));

const routes = [
  { path: '/signup', Component: SignUpPage },
  { path: '/confirm-email', Component: () => <h1>Confirm page</h1> },
];

function answer(request: SeenRequest) {
  if (request.url.pathname === '/auth/v1/captcha-challenge')
    return jsonResponse(200, { parameters: {}, signature: 's' });
  return jsonResponse(201, { id: '0b6f5e3a-7a0e-4c4e-9a59-3f0d6f1c2b11' });
}

beforeEach(() => {
  vi.mocked(solveCaptcha).mockResolvedValue({ token: 'solved-token', expiresAt: null });
});

describe('sign-up', () => {
  it('asks for the captcha first, then creates the account and goes to confirmation', async () => {
    const { seen } = stubFetch(answer);
    const { user, router } = renderRoutes(routes, '/signup');

    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'robin@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'robin');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    expect(screen.getByLabelText('Password')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Please tick/)).toBeInTheDocument();
    expect(seen.filter((r) => r.url.pathname === '/user')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Confirm page' });
    expect(router.state.location.search).toBe('?username=robin');
    const signUp = seen.find((r) => r.url.pathname === '/user');
    expect(signUp?.body).toMatchObject({
      username: 'robin',
      email_address: 'robin@example.com',
      captcha_token: 'solved-token',
    });
    expect(signUp?.body).not.toHaveProperty('confirm_password');
  });

  it('refuses a confirmation that does not repeat the password, on that field, without calling the server', async () => {
    const { seen } = stubFetch(answer);
    const { user } = renderRoutes(routes, '/signup');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'robin@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'robin');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse stapler');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.url.pathname === '/user')).toHaveLength(0);
  });
});
