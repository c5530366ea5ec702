import { Stack, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useMySubscriptions } from '../api/my-subscriptions';
import { SubscriptionItem } from './subscription-item';

/** "Subscriptions" on /my-account: what the member pays for, until when, and its renewal. */
export function MySubscriptionsSection() {
  const subscriptions = useMySubscriptions();
  return (
    <Stack component="section" aria-labelledby="my-subscriptions-heading" spacing={2}>
      <Typography id="my-subscriptions-heading" variant="h5" component="h2">
        Subscriptions
      </Typography>
      {subscriptions.isPending && <LoadingState label="Loading your subscriptions" />}
      {subscriptions.isError && <ErrorState error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />}
      {subscriptions.data?.length === 0 && (
        <Typography color="text.secondary">
          No subscriptions yet — locked products with a price can be unlocked by subscribing.
        </Typography>
      )}
      {subscriptions.data && subscriptions.data.length > 0 && (
        <Stack component="ul" aria-labelledby="my-subscriptions-heading" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {subscriptions.data.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
