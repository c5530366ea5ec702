import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { Transaction } from '@stockroom/contract';
import { EmptyState } from '../../../../components/feedback/page-states';
import { errorMessage } from '../../../../lib/api-errors';
import { fetchTransaction } from '../../api/get-transaction';
import { useTransactions } from '../../api/list-transactions';
import { formatDateTime } from './dates';
import { DownloadAgainButton } from './download-again-button';
import { DownloadPreflight } from './download-preflight';
import { OrderDirectMailLink } from './order-direct-mail-link';

const EXPORT_NOT_READY = { failed: 'This export failed', rendering: 'This export is still rendering' };

/** "PDF, print-ready", "PNG, page 2". */
export function formatLabel(transaction: Transaction) {
  const format = transaction.format.toUpperCase();
  if (transaction.format === 'pdf') return transaction.print_ready ? `${format}, print-ready` : format;
  return transaction.page && transaction.page > 1 ? `${format}, page ${transaction.page}` : format;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The member's downloads, newest first, each with its print check and downloadable again. */
export function DownloadsList() {
  const transactions = useTransactions();
  if (transactions.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your downloads">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (transactions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void transactions.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(transactions.error)}
      </Alert>
    );
  }
  if (transactions.data.length === 0) {
    return <EmptyState title="No downloads yet">Files you download from the editor are listed here.</EmptyState>;
  }
  return (
    <Box
      component="ul"
      aria-label="Downloads"
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {transactions.data.map((transaction) => (
        <Box
          component="li"
          key={transaction.id}
          aria-label={`${transaction.product_title}, ${formatLabel(transaction)}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="body1" noWrap sx={{ fontWeight: 600 }}>
              {transaction.product_title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                formatDateTime(transaction.created_at),
                transaction.status === 'ready' ? size(transaction.size_bytes) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Chip label={formatLabel(transaction)} size="small" variant="outlined" />
          {transaction.status === 'ready' ? (
            <>
              <DownloadPreflight transaction={transaction} />
              <DownloadAgainButton
                read={() => fetchTransaction(transaction.id)}
                label={`Download ${transaction.product_title} (${formatLabel(transaction)}) again`}
                notReady={EXPORT_NOT_READY}
              />
              <OrderDirectMailLink
                file={{ productId: transaction.product_id, transactionId: transaction.id }}
                label={`Order direct mail of ${transaction.product_title} (${formatLabel(transaction)})`}
              />
            </>
          ) : (
            <Typography
              variant="body2"
              color={transaction.status === 'failed' ? 'error' : 'text.secondary'}
              sx={{ px: 1 }}
            >
              {transaction.status === 'failed' ? 'Failed' : 'Rendering…'}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
