import { Stack, Typography } from '@mui/material';
import { DataTable, useTableUrlState } from '../../../../components/admin/data-table';
import { PageTitle } from '../../../../components/page-title';
import { useAdminSubscriptions } from '../../api/admin-subscriptions';
import { RevenueSection } from './revenue-table';
import { SUBSCRIPTION_COLUMNS } from './subscription-columns';
import { SubscriptionFilterBar, useSubscriptionFilters } from './subscription-filters';

/** /admin/subscriptions: revenue per product on top, then every member's subscriptions, newest first. */
export function SubscriptionsAdminPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const filters = useSubscriptionFilters();
  const subscriptions = useAdminSubscriptions({
    page: table.page,
    page_size: table.pageSize,
    ...(filters.status && { status: filters.status }),
    ...(filters.productId && { product_id: filters.productId }),
  });
  const filtered = filters.status !== undefined || filters.productId !== undefined;
  return (
    <>
      <PageTitle>Subscriptions</PageTitle>
      <Stack spacing={5}>
        <RevenueSection />
        <Stack component="section" aria-labelledby="subscriptions-heading" spacing={2} sx={{ minWidth: 0 }}>
          <Typography id="subscriptions-heading" variant="h6" component="h2">
            Members' subscriptions
          </Typography>
          <DataTable
            state={table}
            label="Subscriptions"
            columns={SUBSCRIPTION_COLUMNS}
            rows={subscriptions.data?.dataset}
            rowCount={subscriptions.data?.count}
            loading={subscriptions.isFetching}
            error={subscriptions.error}
            onRetry={() => void subscriptions.refetch()}
            rowHeight={64}
            emptyTitle={filtered ? 'No subscriptions match these filters' : 'No member has subscribed yet'}
            toolbar={<SubscriptionFilterBar filters={filters} />}
          />
        </Stack>
      </Stack>
    </>
  );
}
