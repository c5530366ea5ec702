import { Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { CsvExportButton } from '../../../../components/admin/csv-export-button';
import { DataTable, useTableUrlState } from '../../../../components/admin/data-table';
import { PageTitle } from '../../../../components/page-title';
import { fetchRequestsCsv, useAdminRequests } from '../../api/admin-requests';
import { REQUEST_COLUMNS } from './request-columns';
import { RequestFilterBar, useRequestFilters } from './request-filters';

const SEARCH_MAX = 200;

/** /admin/requests: every member's requests, newest first, by status, type and member; a row opens one. */
export function AdminRequestsPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const filters = useRequestFilters();
  const navigate = useNavigate();
  const search = table.search.trim().slice(0, SEARCH_MAX);
  const matching = {
    ...(filters.status && { status: filters.status }),
    ...(filters.type && { type: filters.type }),
    ...(search && { search }),
  };
  const requests = useAdminRequests({ page: table.page, page_size: table.pageSize, ...matching });
  return (
    <>
      <PageTitle>Requests</PageTitle>
      <DataTable
        state={table}
        label="Requests"
        searchLabel="Search member or product"
        columns={REQUEST_COLUMNS}
        rows={requests.data?.dataset}
        rowCount={requests.data?.count}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        onRowClick={(row) => navigate(`/admin/requests/${row.id}`)}
        emptyTitle={filters.active ? 'No requests match these filters' : 'No member has sent a request yet'}
        toolbar={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flex: 1, alignItems: 'center' }}>
            <RequestFilterBar filters={filters} />
            <CsvExportButton name="requests" read={() => fetchRequestsCsv(matching)} />
          </Stack>
        }
      />
    </>
  );
}
