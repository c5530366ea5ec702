import { Card, CardContent, CardHeader } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';

interface PanelCardProps<T> {
  title: string;
  result: UseQueryResult<T>;
  /** True when the answer holds nothing to show. */
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  action?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One panel: it loads, fails or comes up empty on its own, so the others still show. */
export function PanelCard<T>({ title, result, isEmpty, emptyTitle, action, children }: PanelCardProps<T>) {
  const { data, error, isPending, refetch } = result;
  let body: ReactNode;
  if (isPending) body = <LoadingState label={`Loading ${title.toLowerCase()}`} />;
  else if (error || data === undefined) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isEmpty(data)) body = <EmptyState title={emptyTitle} />;
  else body = children(data);
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} action={action} />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
