/** One page of the customized assets table, as the server is asked for it. */
export interface AdminAssetsListQuery {
  page: number;
  page_size: number;
  user_id?: string;
  product_id?: string;
}

/** Query keys of members' customized assets (projects). */
export const assetKeys = {
  all: ['customized-assets'] as const,
  lists: () => [...assetKeys.all, 'admin-list'] as const,
  list: (query: AdminAssetsListQuery) => [...assetKeys.lists(), query] as const,
};
