import type { AdminProductsQuery } from '@stockroom/contract';

/** One page of the admin products table, as the server is asked for it. */
export type AdminProductsListQuery = Partial<AdminProductsQuery> & Pick<AdminProductsQuery, 'page' | 'page_size'>;

/** Query keys of products, one factory for the resource (as medusa's admin does). */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'admin-list'] as const,
  list: (query: AdminProductsListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

/**
 * Keys the categories and tags features own, spelled here because features never import each
 * other: the form's pickers share their cached lists.
 */
export const catalogueKeysUsed = {
  categories: ['categories', 'list'] as const,
  tags: ['tags', 'list'] as const,
};

/**
 * The templates feature's keys, spelled here for the same reason: the template picker shares its
 * list, and each template lists the products using it, which a product's save may change.
 */
export const templateKeysUsed = {
  all: ['templates'] as const,
  list: ['templates', 'list'] as const,
};
