import { Alert, Button } from '@mui/material';
import type { Subscription } from '@stockroom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { useCompleteSubscriptionMutation } from '../api/complete-subscription';
import { type CheckoutReturnParams, RETURN_KEYS } from './checkout-return-address';
import { CompletingAlert } from './completing-alert';

/** Takes the provider's return parameters out of the address, leaving the product's own page. */
function useForgetReturnAddress() {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of RETURN_KEYS) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

export const subscribedMessage = (subscription: Subscription) =>
  subscription.current_period_end
    ? `You're subscribed — ${subscription.product_title} is unlocked until ${formatDay(subscription.current_period_end)}`
    : `You're subscribed — ${subscription.product_title} is unlocked for good`;

/** The outcome of a checkout, above the product it was for. */
export function CheckoutReturn({ params }: { params: CheckoutReturnParams }) {
  return params.kind === 'paid' ? (
    <CompleteCheckout sessionId={params.sessionId} refId={params.refId} />
  ) : (
    <CancelledCheckout />
  );
}

function CancelledCheckout() {
  const forget = useForgetReturnAddress();
  const [open, setOpen] = useState(true);
  useEffect(() => forget(), [forget]);
  if (!open) return null;
  return (
    <Alert severity="info" onClose={() => setOpen(false)} sx={{ mb: 3 }}>
      Checkout cancelled — you have not been charged
    </Alert>
  );
}

/**
 * Asks the server to verify the checkout with the provider, once: the server records a payment
 * once however often it is asked, but the member should see one outcome, not a flicker of two
 * (React's development mode runs effects twice).
 */
function CompleteCheckout({ sessionId, refId }: { sessionId: string; refId: string }) {
  const complete = useCompleteSubscriptionMutation();
  const forget = useForgetReturnAddress();
  const [open, setOpen] = useState(true);
  const started = useRef(false);
  const send = useCallback(
    () =>
      complete.mutate(
        { session_id: sessionId, ref_id: refId },
        {
          onSuccess: forget,
          // A declined payment is final: subscribing again opens a new checkout. A pending one is
          // left in the address, so that a reload asks again.
          onError: (error) => {
            if (error instanceof ApiError && error.status === 402) forget();
          },
        },
      ),
    [complete.mutate, sessionId, refId, forget],
  );
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send();
  }, [send]);

  if (complete.isIdle || complete.isPending) return <CompletingAlert />;
  if (complete.isSuccess) {
    if (!open) return null;
    return (
      <Alert severity="success" onClose={() => setOpen(false)} sx={{ mb: 3 }}>
        {subscribedMessage(complete.data.subscription)}
      </Alert>
    );
  }
  const status = complete.error instanceof ApiError ? complete.error.status : undefined;
  if (status === 409) {
    return (
      <Alert severity="warning" action={<RetryButton onClick={send} />} sx={{ mb: 3 }}>
        Your payment is still being confirmed. Try again in a moment.
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={status === 402 ? undefined : <RetryButton onClick={send} />}
      sx={{ mb: 3 }}
    >
      {errorMessage(complete.error)}
    </Alert>
  );
}

const RetryButton = ({ onClick }: { onClick: () => void }) => (
  <Button color="inherit" size="small" onClick={onClick}>
    Retry
  </Button>
);
