import { Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { formatPrice, type Subscription } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/admin/confirm';
import { formatDay } from '../../../lib/dates';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useChangeRenewalMutation } from '../api/change-renewal';
import { canCancelRenewal, canResume, periodText, STATUS_LABELS } from './subscription-labels';

/** One subscription: the product, its price, where it stands, and stopping or restarting renewal. */
export function SubscriptionItem({ subscription: s }: { subscription: Subscription }) {
  const confirm = useConfirm();
  const change = useChangeRenewalMutation();
  const status = STATUS_LABELS[s.status];
  const end = s.current_period_end ? formatDay(s.current_period_end) : '';

  const cancelRenewal = async () => {
    const sure = await confirm({
      title: `Cancel renewal of ${s.product_title}?`,
      message: `You keep access until ${end}. It will not renew after that.`,
      confirmLabel: 'Cancel renewal',
      cancelLabel: 'Keep renewing',
    });
    if (sure)
      change.mutate(
        { id: s.id, renew: false },
        { onSuccess: () => showSnackbar(`Renewal cancelled — access until ${end}`) },
      );
  };
  const resume = () =>
    change.mutate(
      { id: s.id, renew: true },
      { onSuccess: () => showSnackbar(`${s.product_title} will renew on ${end}`) },
    );

  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={`/products/${s.product_id}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
            {s.product_title}
          </Link>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{formatPrice(s.price)}</Typography>
            <Chip label={status.label} color={status.color} size="small" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {periodText(s)}
          </Typography>
        </Stack>
        {canCancelRenewal(s) && (
          <Button
            variant="outlined"
            aria-label={`Cancel renewal of ${s.product_title}`}
            onClick={() => void cancelRenewal()}
            disabled={change.isPending}
            sx={{ flexShrink: 0 }}
          >
            Cancel renewal
          </Button>
        )}
        {canResume(s) && (
          <Button
            variant="contained"
            aria-label={`Resume ${s.product_title}`}
            onClick={resume}
            disabled={change.isPending}
            sx={{ flexShrink: 0 }}
          >
            Resume
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
