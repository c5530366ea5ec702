import { Button, Typography } from '@mui/material';
import { PageTitle } from '../../components/page-title';

/** Shown inside the layout when a page fails to load or render (for example after a new release). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <>
      <PageTitle>Something went wrong</PageTitle>
      <Typography sx={{ mb: 2 }}>This page could not be shown. Reloading usually helps.</Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </>
  );
}
