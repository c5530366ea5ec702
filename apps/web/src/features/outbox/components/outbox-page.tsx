import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { useOutbox } from '../api/outbox';
import { OutboxMessageItem } from './outbox-message';

const PAGE_LIMIT = 50;

/**
 * /admin/outbox: the mail the server kept (DESIGN §1.9). Without SMTP this is where confirmation
 * and reset codes are read. The recipient filter lives in the address (?to=).
 */
export function OutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const outbox = useOutbox({ to, limit: PAGE_LIMIT });

  // The back button changes the filter too.
  useEffect(() => setDraft(to), [to]);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setSearchParams(value ? { to: value } : {});
  };

  return (
    <>
      <PageTitle>Outbox</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        E-mail the server has sent or kept, newest first. Open a message to read it.
      </Typography>
      <Stack
        component="form"
        role="search"
        onSubmit={applyFilter}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Recipient"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          Refresh
        </Button>
      </Stack>
      {outbox.isPending && <LoadingState label="Loading messages" />}
      {outbox.isError && <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />}
      {outbox.data && outbox.data.messages.length === 0 && (
        <EmptyState title="No messages">
          {to ? `Nothing was sent to “${to}”.` : 'The server has not sent any e-mail yet.'}
        </EmptyState>
      )}
      {outbox.data && outbox.data.messages.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            Showing {outbox.data.messages.length} of {outbox.data.count} messages
          </Typography>
          {outbox.data.messages.map((message) => (
            <OutboxMessageItem key={message.id} message={message} />
          ))}
        </Box>
      )}
    </>
  );
}
