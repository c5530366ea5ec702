import type { AdminRequestsQuery } from '@stockroom/contract';

/** One page of the member's own requests. */
export interface MyRequestsQuery {
  page: number;
  page_size: number;
}

/** One page of the admin queue, as the server is asked for it (search trimmed, filters optional). */
export type AdminRequestsListQuery = Partial<AdminRequestsQuery> & Pick<AdminRequestsQuery, 'page' | 'page_size'>;

/** Query keys of requests: the member's own, the admin queue, and one request. */
const all = ['requests'] as const;

export const requestKeys = {
  all,
  mine: () => [...all, 'mine'] as const,
  minePage: (query: MyRequestsQuery) => [...requestKeys.mine(), query] as const,
  adminLists: () => [...all, 'admin-list'] as const,
  adminList: (query: AdminRequestsListQuery) => [...requestKeys.adminLists(), query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** A download the form names, read for its file name. */
  transaction: (id: string) => [...all, 'transaction', id] as const,
};

/**
 * Keys other features own, spelled here because features never import each other: the form's
 * prefill shares the member's record and the product page's read of the product.
 */
export const keysUsed = {
  myRecord: () => ['users', 'me'] as const,
  product: (id: string) => ['catalogue', 'product', id] as const,
};
