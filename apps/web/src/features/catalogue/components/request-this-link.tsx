import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

/**
 * "Request this": the requests page's form with this product filled in. A link rather than the
 * form itself, so the product page loads none of the requests code.
 */
export function RequestThisLink({ productId }: { productId: string }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 4, alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Typography color="text.secondary">Need a version of this made for you, or a print run?</Typography>
      <Button component={Link} to={`/requests?new=1&product_id=${productId}`} variant="outlined">
        Request this
      </Button>
    </Stack>
  );
}
