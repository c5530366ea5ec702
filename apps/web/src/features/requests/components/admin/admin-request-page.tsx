import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { IdSchema, type RequestRecord } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { PageTitle } from '../../../../components/page-title';
import { ApiError } from '../../../../lib/api-errors';
import { useRequest } from '../../api/request-detail';
import { formatDateTime, TYPE_LABELS } from '../labels';
import { requestSubject } from '../request-card';
import { RequestHistory } from '../request-history';
import { StatusChip } from '../status-chip';
import { senderName } from './request-columns';
import { ContactFacts, DirectMailFacts } from './request-facts';
import { StatusActions } from './status-actions';

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to="/admin/requests"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      All requests
    </Link>
  );
}

const notFound = (
  <>
    <BackLink />
    <EmptyState title="Request not found">It may have been removed, or the link is mistyped.</EmptyState>
  </>
);

/** /admin/requests/{id}: every field of one request, its history, and the moves it may make. */
export function AdminRequestPage() {
  const { id = '' } = useParams();
  return IdSchema.safeParse(id).success ? <RequestView id={id} /> : notFound;
}

function RequestView({ id }: { id: string }) {
  const request = useRequest(id);
  if (request.error instanceof ApiError && request.error.status === 404) return notFound;
  if (request.isError) {
    return (
      <>
        <BackLink />
        <ErrorState error={request.error} onRetry={() => void request.refetch()} />
      </>
    );
  }
  if (!request.data) return <LoadingState label="Loading the request" />;
  return <RequestDetail request={request.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function RequestDetail({ request }: { request: RequestRecord }) {
  return (
    <>
      <BackLink />
      <PageTitle>
        {request.product_title || request.asset
          ? `${TYPE_LABELS[request.type]}: ${requestSubject(request)}`
          : `${TYPE_LABELS[request.type]} from ${senderName(request)}`}
      </PageTitle>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -2, mb: 3 }}>
        <StatusChip status={request.status} />
        <Typography color="text.secondary">
          Sent by {senderName(request)} on {formatDateTime(request.created_at)}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="What they need">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.description}</Typography>
          </Section>
          <Section title="Details">
            <ContactFacts request={request} />
          </Section>
          {request.is_direct_mail && (
            <Section title="Direct mail">
              <DirectMailFacts request={request} />
            </Section>
          )}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <StatusActions request={request} />
          <Section title="History">
            <RequestHistory history={request.history} label="History" />
          </Section>
        </Stack>
      </Box>
    </>
  );
}
