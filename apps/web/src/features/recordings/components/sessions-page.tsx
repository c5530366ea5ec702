import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, useTableUrlState } from '../../../components/admin/data-table';
import { PageTitle } from '../../../components/page-title';
import { useRecordings } from '../api/recordings';
import { recordingColumns } from './recording-columns';
import { RecordingFilterBar, useRecordingFilters } from './recording-filters';
import { useConfirmedDelete } from './use-delete-recording';

/** /admin/sessions: members' recorded visits, newest first, by member and day; each opens a replay. */
export function SessionsPage() {
  const table = useTableUrlState({ defaultPageSize: 25 });
  const filters = useRecordingFilters();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const recordings = useRecordings({
    page: table.page,
    page_size: table.pageSize,
    ...(table.search && { member: table.search }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  });
  const columns = useMemo(
    () =>
      recordingColumns({
        replay: (r) => navigate(`/admin/sessions/${r.id}`),
        remove: (r) => void confirmDelete(r),
      }),
    [navigate, confirmDelete],
  );
  const filtered = Boolean(table.search || filters.from || filters.to);
  return (
    <>
      <PageTitle>Sessions</PageTitle>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography color="text.secondary">
          Members' recorded visits, with typed text and personal and brand details masked. Open one to replay it.
        </Typography>
        <DataTable
          state={table}
          label="Sessions"
          searchLabel="Search members"
          columns={columns}
          rows={recordings.data?.dataset}
          rowCount={recordings.data?.count}
          loading={recordings.isFetching}
          error={recordings.error}
          onRetry={() => void recordings.refetch()}
          rowHeight={64}
          emptyTitle={filtered ? 'No sessions match these filters' : 'No member session has been recorded yet'}
          toolbar={<RecordingFilterBar filters={filters} />}
          onRowClick={(r) => navigate(`/admin/sessions/${r.id}`)}
        />
      </Stack>
    </>
  );
}
