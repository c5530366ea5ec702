import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { RevenueRow } from '@stockroom/contract';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { useRevenue } from '../../api/revenue';
import { formatMoney, PROVIDER_LABELS } from './labels';

interface CurrencyTotal {
  currency: string;
  payments: number;
  amount: number;
  active: number;
}

/** Sums per currency: amounts in different currencies are never added together. */
function totalsByCurrency(rows: readonly RevenueRow[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, payments: 0, amount: 0, active: 0 };
    total.payments += row.payments;
    total.amount += row.amount;
    total.active += row.active_subscriptions;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

const number = (n: number) => n.toLocaleString('en-US');

// On a phone the provider and currency move under the product, so that the figures fit on screen.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const TOTAL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** Revenue per product, provider and currency, with totals per currency. */
export function RevenueSection() {
  const revenue = useRevenue();
  return (
    <Stack component="section" aria-labelledby="revenue-heading" spacing={2}>
      <Typography id="revenue-heading" variant="h6" component="h2">
        Revenue
      </Typography>
      {revenue.isPending && <LoadingState label="Loading revenue" />}
      {revenue.isError && <ErrorState error={revenue.error} onRetry={() => void revenue.refetch()} />}
      {revenue.data?.length === 0 && (
        <Paper variant="outlined">
          <EmptyState title="No payments yet">Payments show here once members subscribe.</EmptyState>
        </Paper>
      )}
      {revenue.data && revenue.data.length > 0 && <RevenueTable rows={revenue.data} />}
    </Stack>
  );
}

function RevenueTable({ rows }: { rows: readonly RevenueRow[] }) {
  return (
    // The table scrolls sideways inside its box on a phone; the page never does.
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-labelledby="revenue-heading"
        sx={{ minWidth: { xs: 320, sm: 640 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell sx={WIDE_ONLY}>Provider</TableCell>
            <TableCell sx={WIDE_ONLY}>Currency</TableCell>
            <TableCell align="right">Payments</TableCell>
            <TableCell align="right">Revenue</TableCell>
            <TableCell align="right">
              Live
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {' '}
                subscriptions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.product_id ?? row.product_title}-${row.provider}-${row.currency}`}>
              <TableCell component="th" scope="row">
                {row.product_title}
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {PROVIDER_LABELS[row.provider]} · {row.currency.toUpperCase()}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{PROVIDER_LABELS[row.provider]}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.currency.toUpperCase()}</TableCell>
              <TableCell align="right">{number(row.payments)}</TableCell>
              <TableCell align="right">{formatMoney(row.amount, row.currency)}</TableCell>
              <TableCell align="right">{number(row.active_subscriptions)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totalsByCurrency(rows).map((total) => (
            <TableRow key={total.currency}>
              <TableCell component="th" scope="row" sx={TOTAL}>
                Total {total.currency.toUpperCase()}
              </TableCell>
              <TableCell sx={WIDE_ONLY} />
              <TableCell sx={WIDE_ONLY} />
              <TableCell align="right" sx={TOTAL}>
                {number(total.payments)}
              </TableCell>
              <TableCell align="right" sx={TOTAL}>
                {formatMoney(total.amount, total.currency)}
              </TableCell>
              <TableCell align="right" sx={TOTAL}>
                {number(total.active)}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
