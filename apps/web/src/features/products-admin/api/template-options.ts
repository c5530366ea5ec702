import { templateRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { templateKeysUsed } from './keys';

/** GET /api/templates: what a template product can be made from; read only once the picker shows. */
export function useTemplateOptions(enabled: boolean) {
  return useQuery({
    queryKey: templateKeysUsed.list,
    queryFn: ({ signal }) => callRoute(templateRoutes.list, {}, { signal }),
    enabled,
    // The picker says so itself, with a way to try again.
    meta: { quietErrors: true },
  });
}
