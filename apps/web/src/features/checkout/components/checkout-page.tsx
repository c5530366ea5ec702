import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Grid, Paper, Skeleton, Stack } from '@mui/material';
import type { SandboxCheckout } from '@stockroom/contract';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-errors';
import { PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { useSandboxCheckout } from '../api/sandbox-checkout';
import { BankCheck } from './bank-check';
import { CardForm } from './card-form';
import { CheckoutProblem } from './checkout-problem';
import { CheckoutSummary } from './checkout-summary';
import { PaidNotice } from './paid-notice';

const HOME = { label: 'Go to Stockroom', href: '/products' };

/**
 * /checkout/{session_id}: the built-in sandbox provider's hosted page (DESIGN §1.9). Like a real
 * provider's page it needs no login; the session id is the key. It takes only test cards.
 */
export function CheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useSandboxCheckout(sessionId);

  if (checkout.error instanceof ApiError && checkout.error.status === 404) {
    return (
      <CheckoutProblem title="This checkout does not exist" back={HOME}>
        The link may be old or mistyped. Open the product again and choose Subscribe to start a new checkout.
      </CheckoutProblem>
    );
  }
  if (checkout.isError) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageTitle>Checkout</PageTitle>
        <ErrorState error={checkout.error} onRetry={() => void checkout.refetch()} />
      </Box>
    );
  }
  if (!checkout.data) return <CheckoutLoading />;
  const data = checkout.data;
  if (data.status === 'expired') {
    return (
      <CheckoutProblem
        title="This checkout has expired"
        back={{ label: 'Return to the product', href: data.cancel_url }}
      >
        {data.message || 'A checkout can be paid for 24 hours. Go back to the product and start again.'}
      </CheckoutProblem>
    );
  }
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }} {...PRIVATE_TEXT}>
      <PageTitle>Checkout</PageTitle>
      <Alert severity="info" role="note" icon={<ScienceOutlined />} sx={{ mb: 3, mt: -1 }}>
        <strong>Sandbox payment — no real money.</strong> This page takes only the test cards listed below.
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CheckoutSummary checkout={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PaymentStep checkout={data} />
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}

function PaymentStep({ checkout }: { checkout: SandboxCheckout }) {
  switch (checkout.status) {
    case 'paid':
      return <PaidNotice successUrl={checkout.success_url} />;
    case 'requires_action':
      return <BankCheck sessionId={checkout.session_id} />;
    default:
      return (
        <CardForm
          sessionId={checkout.session_id}
          price={checkout.price}
          declined={checkout.status === 'declined' ? checkout.message : ''}
        />
      );
  }
}

function CheckoutLoading() {
  return (
    <Box role="status" aria-label="Loading checkout" sx={{ maxWidth: 960, mx: 'auto' }}>
      <Skeleton variant="text" width={200} sx={{ fontSize: '2.125rem', mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={1}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Box>
  );
}
