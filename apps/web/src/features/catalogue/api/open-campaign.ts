import { campaignRoutes } from '@stockroom/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /api/campaign-projects: the member's campaign project for a campaign product (the open one,
 * or a new one with a piece per template they may customize) and the token that saves it.
 */
export function useOpenCampaignMutation() {
  return useMutation({
    mutationFn: (productId: string) => callRoute(campaignRoutes.open, { body: { product_id: productId } }),
    // The button shows the refusal beside itself.
    meta: { quietErrors: true },
  });
}
