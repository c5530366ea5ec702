import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import type { ActivityEntry } from '@stockroom/contract';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-errors';
import { fileDate, saveTextFile } from '../../../lib/save-text-file';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { fetchActivityCsv, useActivity } from '../api/activity';
import { activityColumns } from './activity-columns';
import { ActivityDetails } from './activity-details';
import { ActivityFilterBar, type ActivityFilters, useActivityFilters } from './activity-filters';

const SEARCH_MAX = 200;

/** "Export CSV": every entry the filters match, read with the admin's token and saved as a file. */
function ExportButton({ filters }: { filters: ActivityFilters & { search?: string } }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveTextFile(`activity-${fileDate()}.csv`, await fetchActivityCsv(filters));
    } catch (error) {
      showSnackbar(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={busy}
      sx={{ flexShrink: 0, ml: { sm: 'auto' } }}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}

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
        toolbar={<ExportButton filters={matching} />}
      />
      <ActivityDetails entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
