/**
 * The captcha of sign-up, password reset and login after failures (DESIGN §1.6): an "I'm not a
 * robot" box that fetches a challenge and solves it in Web Workers. A token is good once: after a
 * submit the server refused, give the field a new `key` so that it starts over.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, Typography } from '@mui/material';
import { authRoutes } from '@stockroom/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { callRoute } from '../../lib/api-client';
import { solveCaptcha } from './solve-challenge';

type Status = 'idle' | 'verifying' | 'verified' | 'expired' | 'error';

export interface CaptchaFieldProps {
  /** The token once solved; null while there is none (not yet, failed, or expired). */
  onToken: (token: string | null) => void;
  /** Solve as soon as the field appears instead of waiting for the box to be ticked. */
  autoStart?: boolean;
}

/** Gives the token up a little before the server would refuse it, so a form never sends a stale one. */
const EXPIRY_MARGIN_MS = 30_000;

const MESSAGES: Record<Status, string> = {
  idle: '',
  verifying: 'Verifying…',
  verified: 'Verified',
  expired: 'The check expired. Please tick the box again.',
  error: 'Verification failed.',
};

export function CaptchaField({ onToken, autoStart = false }: CaptchaFieldProps) {
  const [status, setStatus] = useState<Status>('idle');
  const statusId = useId();
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const autoStartRef = useRef(autoStart);
  autoStartRef.current = autoStart;
  const runRef = useRef<AbortController | null>(null);
  const expiryRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    runRef.current?.abort();
    runRef.current = null;
    clearTimeout(expiryRef.current);
  }, []);

  const start = useCallback(async () => {
    stop();
    const run = new AbortController();
    runRef.current = run;
    setStatus('verifying');
    onTokenRef.current(null);
    try {
      const challenge = await callRoute(authRoutes.captchaChallenge, {}, { signal: run.signal });
      const { token, expiresAt } = await solveCaptcha(challenge, run.signal);
      if (run.signal.aborted) return;
      setStatus('verified');
      onTokenRef.current(token);
      if (expiresAt !== null) {
        expiryRef.current = setTimeout(
          () => {
            if (autoStartRef.current) return void start();
            setStatus('expired');
            onTokenRef.current(null);
          },
          Math.max(0, expiresAt - Date.now() - EXPIRY_MARGIN_MS),
        );
      }
    } catch {
      if (run.signal.aborted) return;
      setStatus('error');
    }
  }, [stop]);

  useEffect(() => {
    if (autoStart) void start();
    return stop;
  }, [autoStart, start, stop]);

  const busy = status === 'verifying';
  const done = status === 'verified';
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 48 }}>
        <FormControlLabel
          label="I'm not a robot"
          control={
            <Checkbox
              checked={busy || done}
              disabled={busy}
              onChange={(event) => {
                if (event.target.checked) return void start();
                // Unticking gives the token up; ticking again solves a new challenge.
                stop();
                setStatus('idle');
                onTokenRef.current(null);
              }}
              slotProps={{ input: { 'aria-describedby': statusId } }}
            />
          }
        />
        {busy && <CircularProgress size={20} aria-hidden />}
        {done && <CheckCircleIcon color="success" aria-hidden />}
        {status === 'error' && (
          <Button size="small" onClick={() => void start()}>
            Retry
          </Button>
        )}
      </Stack>
      <Typography
        id={statusId}
        role="status"
        variant="body2"
        color={status === 'error' ? 'error' : done ? 'success.main' : 'text.secondary'}
        sx={{ minHeight: '1.5em', pb: 0.5 }}
      >
        {MESSAGES[status]}
      </Typography>
    </Box>
  );
}
