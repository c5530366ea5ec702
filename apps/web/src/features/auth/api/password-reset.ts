import { type ConfirmResetSchema, type SendResetCodeSchema, userRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';

/** POST /send-password-reset-code; answers plain text, the same whether or not the user exists. */
export function useSendResetCodeMutation() {
  return useMutation({
    mutationFn: (body: z.input<typeof SendResetCodeSchema>) => callRoute(userRoutes.sendPasswordResetCode, { body }),
  });
}

/** POST /confirm-password-reset: the code from the e-mail and the new password. */
export function useConfirmResetMutation() {
  return useMutation({
    mutationFn: (body: z.input<typeof ConfirmResetSchema>) => callRoute(userRoutes.confirmPasswordReset, { body }),
  });
}
