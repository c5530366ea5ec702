import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Typography sx={{ mb: 2 }}>There is no page at this address.</Typography>
      <Button component={Link} to="/products" variant="contained">
        Go to products
      </Button>
    </>
  );
}

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
