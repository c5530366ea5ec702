import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../../components/page-title';

/** A checkout that cannot be paid (expired, unknown): what happened and the way back. */
export function CheckoutProblem({
  title,
  children,
  back,
}: {
  title: string;
  children: string;
  back: { label: string; href: string };
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden />
        <PageTitle>{title}</PageTitle>
        <Typography sx={{ mt: -2 }}>{children}</Typography>
        <Button variant="contained" href={back.href}>
          {back.label}
        </Button>
      </Stack>
    </Paper>
  );
}
