import type { LoginRequest } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { login } from '../../../lib/auth-actions';

/** POST /auth/v1/login; the login page shows the outcome itself, so no snackbar. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials),
    meta: { quietErrors: true },
  });
}
