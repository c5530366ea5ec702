import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { PageTitle } from '../../../components/page-title';
import { useAdminAssets } from '../api/admin-assets';
import { ASSET_COLUMNS } from './asset-columns';
import { AssetFilterBar, useAssetFilters } from './asset-filters';

/** /admin/assets: every member's customized templates, newest change first, by member and product. */
export function AssetsPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const filters = useAssetFilters();
  const assets = useAdminAssets({
    page: table.page,
    page_size: table.pageSize,
    ...(filters.userId && { user_id: filters.userId }),
    ...(filters.productId && { product_id: filters.productId }),
  });
  const filtered = filters.userId !== undefined || filters.productId !== undefined;
  return (
    <>
      <PageTitle>Customized assets</PageTitle>
      <DataTable
        state={table}
        label="Customized assets"
        columns={ASSET_COLUMNS}
        rows={assets.data?.dataset}
        rowCount={assets.data?.count}
        loading={assets.isFetching}
        error={assets.error}
        onRetry={() => void assets.refetch()}
        rowHeight={80}
        emptyTitle={filtered ? 'No customized assets match these filters' : 'No member has customized a template yet'}
        toolbar={<AssetFilterBar filters={filters} />}
      />
    </>
  );
}
