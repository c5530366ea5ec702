import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { useMyRequests } from '../api/my-requests';
import { RequestCard } from './request-card';
import { FORM_PARAMS, readFormLink } from './request-form/form-link';
import { NewRequestDialog } from './request-form/new-request-dialog';

const PAGE_SIZE = 10;

const pageFrom = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

/**
 * /requests: the member's requests, newest first, and the form that sends a new one. The form
 * opens from the address (?new=1&product_id=…&transaction_id=…&direct_mail=1), so the product
 * page and My assets can link straight to it.
 */
export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const requests = useMyRequests({ page, page_size: PAGE_SIZE });
  const link = readFormLink(params);

  const openForm = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('new', '1');
      return next;
    });
  const closeForm = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of FORM_PARAMS) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSent = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of [...FORM_PARAMS, 'page']) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const goTo = (next: number) =>
    setParams((previous) => {
      const moved = new URLSearchParams(previous);
      if (next > 1) moved.set('page', String(next));
      else moved.delete('page');
      return moved;
    });

  const data = requests.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  const empty = data?.count === 0;
  return (
    <>
      <PageTitle>Requests</PageTitle>
      {!empty && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
        >
          <Typography color="text.secondary">
            What you asked the Stockroom team for, and where each request stands.
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={openForm} sx={{ flexShrink: 0 }}>
            New request
          </Button>
        </Stack>
      )}
      {requests.isPending && <ListSkeleton />}
      {requests.isError && !data && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {empty && <NoRequestsYet onNew={openForm} />}
      {data && data.count > 0 && (
        <Stack spacing={2}>
          {requests.isError && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
          <Stack component="section" aria-label="Your requests" spacing={2} {...PRIVATE_TEXT}>
            {data.dataset.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => goTo(next)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
      <NewRequestDialog link={link} onClose={closeForm} onSent={onSent} />
    </>
  );
}

function NoRequestsYet({ onNew }: { onNew: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <EmptyState title="No requests yet">
        Ask the Stockroom team for a product you cannot find, a version of one made for you, or a direct-mail run of a
        postcard you customized: we mail it to your list of addresses. Each request is listed here with its status.
      </EmptyState>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} sx={{ mt: -3, mb: 3 }}>
        New request
      </Button>
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading your requests">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
