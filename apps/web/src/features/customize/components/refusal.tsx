import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** An editor that cannot open (not found, locked, nothing to customize): why, and the one way on. */
export function Refusal({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Box sx={{ mb: 2, maxWidth: 640 }}>{children}</Box>
      {action}
    </>
  );
}
