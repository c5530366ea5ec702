import { Box, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { CsvButton, type CsvExport } from './csv-button';

/** A panel's download: what it holds (for the button's name), its period and its file. */
export interface PanelCsv {
  what: string;
  period: { from: string; to: string };
  file: () => CsvExport;
}

interface PanelCardProps<T> {
  title: string;
  result: UseQueryResult<T>;
  /** True when the answer holds nothing to show. */
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  action?: ReactNode;
  /** The panel's CSV download, offered in its header once there is something to download. */
  csv?: (data: T) => PanelCsv;
  /** The panel's own choices (a measure, a dimension): shown whatever the answer, so an empty one can be changed. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One panel: it loads, fails or comes up empty on its own, so the others still show. */
export function PanelCard<T>(props: PanelCardProps<T>) {
  const { title, result, isEmpty, emptyTitle, action, csv, controls, children } = props;
  const { data, error, isPending, refetch } = result;
  let body: ReactNode;
  let download: PanelCsv | undefined;
  if (isPending) body = <LoadingState label={`Loading ${title.toLowerCase()}`} />;
  else if (error || data === undefined) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isEmpty(data)) body = <EmptyState title={emptyTitle} />;
  else {
    body = children(data);
    download = csv?.(data);
  }
  const headerAction =
    action ?? (download && <CsvButton what={download.what} period={download.period} csv={download.file} />);
  // Paper rather than Card: the catalogue's cards use Card and CardContent, and sharing them here
  // split them into chunks of their own that every member then loads as more files.
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0, px: 2, pt: 2, pb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {headerAction}
      </Stack>
      {controls && <Box sx={{ mb: 2 }}>{controls}</Box>}
      {body}
    </Paper>
  );
}
