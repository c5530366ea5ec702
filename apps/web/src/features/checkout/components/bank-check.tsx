import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../../lib/api-errors';
import { useConfirmMutation } from '../api/confirm';

/** The bank's second step (3-D Secure on a real card): the sandbox lets the person choose its outcome. */
export function BankCheck({ sessionId }: { sessionId: string }) {
  const confirm = useConfirmMutation(sessionId);
  const choosing = confirm.isPending ? confirm.variables : null;
  return (
    <Stack component="section" aria-labelledby="bank-check-title" spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <AccountBalanceOutlined color="primary" aria-hidden />
        <Typography id="bank-check-title" variant="h6" component="h2">
          Bank check
        </Typography>
      </Stack>
      <Typography>Your bank wants to confirm this payment. In the sandbox you decide what the bank answers.</Typography>
      {confirm.error && (
        <Alert severity="error" role="alert">
          {errorMessage(confirm.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => confirm.mutate(true)}
          loading={choosing === true}
          disabled={confirm.isPending}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => confirm.mutate(false)}
          loading={choosing === false}
          disabled={confirm.isPending}
        >
          Fail
        </Button>
      </Box>
    </Stack>
  );
}
