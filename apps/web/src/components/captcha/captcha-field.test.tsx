import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../../lib/api-client';
import { CaptchaField } from './captcha-field';
import { solveCaptcha } from './solve-challenge';

vi.mock('../../lib/api-client', () => ({ callRoute: vi.fn() }));
vi.mock('./solve-challenge', () => ({ solveCaptcha: vi.fn() }));

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'sig' };

beforeEach(() => {
  vi.mocked(callRoute).mockResolvedValue(challenge);
  vi.mocked(solveCaptcha).mockResolvedValue({ token: 'solved-token', expiresAt: Date.now() + 600_000 });
});
afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
});

describe('CaptchaField', () => {
  it('solves the challenge when the box is ticked and hands over the token', async () => {
    const onToken = vi.fn();
    render(<CaptchaField onToken={onToken} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).not.toBeChecked();
    expect(callRoute).not.toHaveBeenCalled();

    await userEvent.click(box);

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(solveCaptcha).toHaveBeenCalledWith(challenge, expect.any(AbortSignal));
    expect(onToken).toHaveBeenLastCalledWith('solved-token');
  });

  it('gives the token up when the box is unticked', async () => {
    const onToken = vi.fn();
    render(<CaptchaField onToken={onToken} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('says it is verifying while the work runs', async () => {
    let finish: (value: { token: string; expiresAt: null }) => void = () => {};
    vi.mocked(solveCaptcha).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<CaptchaField onToken={() => {}} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying…');
    expect(box).toBeDisabled();
    finish({ token: 't', expiresAt: null });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('offers a retry when the challenge cannot be fetched', async () => {
    vi.mocked(callRoute).mockRejectedValueOnce(new Error('Network Error'));
    const onToken = vi.fn();
    render(<CaptchaField onToken={onToken} />);
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));

    expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith('solved-token');
  });

  it('solves on its own when asked to start at once', async () => {
    const onToken = vi.fn();
    render(<CaptchaField onToken={onToken} autoStart />);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith('solved-token');
  });

  it('withdraws the token shortly before the challenge expires', async () => {
    // The clock runs by itself, so that waiting for the screen works, and is sent forward to the
    // withdrawal: how long the machine takes to show "Verified" does not eat into the token's life.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lifetime = 10 * 60_000;
    vi.mocked(solveCaptcha).mockImplementation(async () => ({
      token: 'short-lived',
      expiresAt: Date.now() + lifetime,
    }));
    const onToken = vi.fn();
    render(<CaptchaField onToken={onToken} />);
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith('short-lived');

    // Half a minute before the challenge expires, the token is given up.
    await act(() => vi.advanceTimersByTimeAsync(lifetime - 30_000));
    expect(screen.getByText(/expired/)).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });
});
