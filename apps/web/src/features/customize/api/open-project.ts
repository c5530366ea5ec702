import { customizationRoutes } from '@stockroom/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

export interface OpenedProject {
  projectId: string;
  token: string;
}

export const openedProjectQuery = (productId: string) =>
  queryOptions({
    queryKey: customizeKeys.opened(productId),
    queryFn: async ({ signal }): Promise<OpenedProject> => {
      const opened = await callRoute(customizationRoutes.open, { body: { product_id: productId } }, { signal });
      return { projectId: opened.project_id, token: opened.user_token };
    },
    // The token is short-lived: each visit asks for a fresh one, and a refusal asks again.
    staleTime: 0,
    gcTime: 0,
    meta: { quietErrors: true },
  });

/**
 * POST /api/transaction/product-customization: the member's project for a template product (the
 * open one, or a new one in their brand) and the token that lets them save and export it.
 */
export function useOpenedProject(productId: string, enabled = true) {
  return useQuery({ ...openedProjectQuery(productId), enabled });
}

/** Asks for a fresh token for the product's project, for a save or export its old token no longer allows. */
export function useRenewProjectToken(productId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: customizeKeys.opened(productId) });
    return queryClient.fetchQuery(openedProjectQuery(productId));
  }, [queryClient, productId]);
}
