import { brandRoutes, userRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

/**
 * The logo of the member's brand ('' when they have no brand or it has no logo), so that the
 * editor can offer it back after another image replaced it. Read only for templates with a logo slot.
 */
export function useBrandLogo(enabled: boolean) {
  return useQuery({
    queryKey: customizeKeys.brandLogo(),
    queryFn: async ({ signal }) => {
      const me = await callRoute(userRoutes.me, {}, { signal });
      if (!me.brand_id) return '';
      const brand = await callRoute(brandRoutes.get, { params: { id: me.brand_id } }, { signal });
      const logo = (brand as Record<string, unknown>).logo;
      return typeof logo === 'string' ? logo : '';
    },
    enabled,
    meta: { quietErrors: true },
  });
}
