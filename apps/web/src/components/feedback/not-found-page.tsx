import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../lib/auth-tokens';
import { PageTitle } from '../page-title';

/**
 * An address that leads nowhere: no route of the app, and no category the member may see (the
 * server answers alike for both, so the page does not tell them apart). The way back is the
 * catalogue, or logging in for a visitor who is not signed in.
 */
export function NotFoundPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Typography sx={{ mb: 1 }}>There is no page at this address.</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {loggedIn
          ? 'Check the address for typing errors. If someone shared it with you, it may lead to something that is not shared with your account.'
          : 'If it leads to something shared with you, log in to see it.'}
      </Typography>
      {loggedIn ? (
        <Button component={Link} to="/products" variant="contained">
          Browse products
        </Button>
      ) : (
        <Button component={Link} to="/login" variant="contained">
          Log in
        </Button>
      )}
    </>
  );
}
