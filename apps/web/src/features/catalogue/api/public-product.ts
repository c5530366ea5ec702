import { memberCatalogueRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /public/products/{id}, without a token: a published, non-gated product for shared links. */
export function usePublicProduct(id: string) {
  // The layout empties the query cache when it first mounts without a login, which cancels any
  // read started in the same commit and leaves it pending for good. Asking one render later, after
  // the layout's clean-up, keeps a visitor's first page load from hanging.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return useQuery({
    queryKey: catalogueKeys.publicProduct(id),
    queryFn: ({ signal }) => callRoute(memberCatalogueRoutes.publicProduct, { params: { id } }, { signal }),
    enabled: mounted,
    meta: { quietErrors: true },
  });
}
