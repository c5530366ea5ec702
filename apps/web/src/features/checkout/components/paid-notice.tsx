import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { leavePage } from './leave-page';

/** Paid: says so, then returns to the shop's success address (a full page load, as from a provider). */
export function PaidNotice({ successUrl }: { successUrl: string }) {
  useEffect(() => {
    if (successUrl) leavePage.assign(successUrl);
  }, [successUrl]);
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="h2">
        Payment received, returning…
      </Typography>
      <CircularProgress size={24} aria-label="Returning to Stockroom" />
      <Typography variant="body2" color="text.secondary">
        Not moving? <Link href={successUrl}>Continue to Stockroom</Link>
      </Typography>
    </Stack>
  );
}
