import { type SignUpRequest, userRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /user without a token: a new account, e-mail pending, captcha required (DESIGN §1.4). */
export function useSignUpMutation() {
  return useMutation({ mutationFn: (body: SignUpRequest) => callRoute(userRoutes.signUp, { body }) });
}
