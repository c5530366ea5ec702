import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { formatPrice, type Price } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { catalogueKeys } from '../api/keys';
import { useSubscribeMutation } from '../api/subscribe';

const alreadyUsable = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * "Subscribe — $19.00 / month": opens the payment provider's checkout, a page outside the app
 * (the sandbox's, or Stripe's), so the browser leaves with a full page load.
 */
export function SubscribeButton({ productId, price }: { productId: string; price: Price }) {
  const subscribe = useSubscribeMutation();
  const queryClient = useQueryClient();
  // Stays busy after the answer too: the browser is on its way to the checkout page.
  const busy = subscribe.isPending || subscribe.isSuccess;
  const onClick = () =>
    subscribe.mutate(productId, {
      onSuccess: (checkout) => window.location.assign(checkout.url),
      onError: (error) => {
        // Access came another way (a subscription in another tab, a new group): the product, read
        // again, shows unlocked and this button goes, so the server's word goes to the snackbar.
        if (alreadyUsable(error)) {
          showSnackbar(errorMessage(error));
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.product(productId) });
        }
      },
    });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={onClick}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? 'Opening checkout…' : `Subscribe — ${formatPrice(price)}`}
      </Button>
      {subscribe.isError && !alreadyUsable(subscribe.error) && (
        <Alert severity="error" role="alert">
          {errorMessage(subscribe.error)}
        </Alert>
      )}
    </Stack>
  );
}
