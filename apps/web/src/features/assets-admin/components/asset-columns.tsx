import { Box, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProjectSummary } from '@stockroom/contract';
import { TwoLineCell } from '../../../components/admin/two-line-cell';

const dateTime = (value: string | null) =>
  value ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

function Thumbnail({ asset }: { asset: ProjectSummary }) {
  return (
    <Box
      component="img"
      src={asset.thumbnail_url}
      alt={`${asset.product_title} as ${asset.user_name || 'the member'} customized it`}
      loading="lazy"
      sx={{ display: 'block', width: 64, height: 64, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 0.5 }}
    />
  );
}

/** The customized assets table's columns: the project as it looks now, whose, what and how used. */
export const ASSET_COLUMNS: GridColDef<ProjectSummary>[] = [
  {
    field: 'thumbnail_url',
    headerName: 'Preview',
    width: 88,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%' }}>
        <Thumbnail asset={row} />
      </Stack>
    ),
  },
  {
    field: 'user_name',
    headerName: 'Member',
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => <TwoLineCell first={row.user_name} second={row.user_email} />,
  },
  {
    field: 'product_title',
    headerName: 'Product',
    flex: 1.3,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%' }}>
        {/* Two lines before it is cut: product titles run long. */}
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            whiteSpace: 'normal',
          }}
        >
          {row.product_title}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'updated_at',
    headerName: 'Last change',
    width: 170,
    valueFormatter: (value: string) => dateTime(value),
  },
  {
    field: 'download_count',
    headerName: 'Downloads',
    width: 170,
    renderCell: ({ row }) => (
      <TwoLineCell
        first={
          row.download_count === 0
            ? 'None yet'
            : row.download_count === 1
              ? '1 download'
              : `${row.download_count} downloads`
        }
        second={row.last_downloaded_at ? `last ${dateTime(row.last_downloaded_at)}` : ''}
      />
    ),
  },
];
