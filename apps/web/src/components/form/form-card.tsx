import { Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';

/** A narrow, centred card for the short forms (log in, sign up, password reset). */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <PageTitle>{title}</PageTitle>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
