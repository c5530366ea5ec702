import { Alert, CircularProgress } from '@mui/material';

/** Shown from the first render while the payment is verified (and while that code loads). */
export function CompletingAlert() {
  return (
    <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />} sx={{ mb: 3 }}>
      Completing your subscription…
    </Alert>
  );
}
