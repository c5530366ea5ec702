import { Box, Typography } from '@mui/material';
import type { ActivityEntry } from '@stockroom/contract';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { CsvExportButton } from '../../../components/admin/csv-export-button';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { PageTitle } from '../../../components/page-title';
import { fetchActivityCsv, useActivity } from '../api/activity';
import { activityColumns } from './activity-columns';
import { ActivityDetails } from './activity-details';
import { ActivityFilterBar, useActivityFilters } from './activity-filters';

const SEARCH_MAX = 200;

/**
 * /admin/activity: every admin change and member download, newest first (DESIGN §1.10), by person,
 * action, record and dates; a row opens the entry's fields before and after.
 */
export function ActivityPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const filters = useActivityFilters();
  const location = useLocation();
  const [opened, setOpened] = useState<ActivityEntry | null>(null);
  const search = table.search.trim().slice(0, SEARCH_MAX);
  const matching = { ...filters.values, ...(search && { search }) };
  const activity = useActivity({ page: table.page, page_size: table.pageSize, ...matching });
  const columns = useMemo(
    () =>
      activityColumns((changes) => {
        const next = new URLSearchParams(location.search);
        for (const [name, value] of Object.entries(changes)) next.set(name, value);
        next.delete('page');
        return `${location.pathname}?${next}`;
      }),
    [location.pathname, location.search],
  );
  return (
    <>
      <PageTitle>Activity</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every change an administrator made and every file a member downloaded. Open an entry to see each field before
        and after.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <ActivityFilterBar filters={filters} />
      </Box>
      <DataTable
        state={table}
        label="Activity"
        searchLabel="Search record or person"
        columns={columns}
        rows={activity.data?.dataset}
        rowCount={activity.data?.count}
        loading={activity.isFetching}
        error={activity.error}
        onRetry={() => void activity.refetch()}
        onRowClick={setOpened}
        rowHeight={72}
        emptyTitle={filters.active ? 'Nothing matches these filters' : 'Nothing has happened yet'}
        toolbar={<CsvExportButton name="activity" read={() => fetchActivityCsv(matching)} />}
      />
      <ActivityDetails entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
