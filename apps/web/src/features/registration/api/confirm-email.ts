import { type ConfirmEmailSchema, userRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callRoute } from '../../../lib/api-client';

/** POST /confirm-email: the six-digit code moves the account to waiting-for-approval. */
export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: (body: z.input<typeof ConfirmEmailSchema>) => callRoute(userRoutes.confirmEmail, { body }),
  });
}
