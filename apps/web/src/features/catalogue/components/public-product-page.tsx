import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { IdSchema } from '@stockroom/contract';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { useIsLoggedIn } from '../../../lib/auth-tokens';
import { loginAddress } from '../../../lib/navigation';
import { usePublicProduct } from '../api/public-product';
import { CatalogueNotFound, isNotFound } from './catalogue-not-found';
import { ProductBadges } from './product-badge';
import { ProductThumbnail } from './product-thumbnail';

const unavailable = (
  <CatalogueNotFound title="This product is not available" action={{ label: 'Log in', to: '/login' }}>
    The link may be old, or the product is no longer shared publicly.
  </CatalogueNotFound>
);

/** /shared/products/{id}: what a shared link shows anyone, signed in or not (no token is sent). */
export function PublicProductPage() {
  const { id = '' } = useParams();
  return IdSchema.safeParse(id).success ? <PublicProduct id={id} /> : unavailable;
}

function PublicProduct({ id }: { id: string }) {
  const product = usePublicProduct(id);
  const isLoggedIn = useIsLoggedIn();
  const memberAddress = `/products/${id}`;

  if (isNotFound(product.error)) return unavailable;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) {
    return (
      <Box role="status" aria-label="Loading product">
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
        <Skeleton variant="rectangular" height={360} sx={{ maxWidth: 960 }} />
      </Box>
    );
  }
  const { title, subtitle, thumbnail_url, description, product_type } = product.data;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <ProductBadges type={product_type} locked={false} />
      </Box>
      <PageTitle>{title}</PageTitle>
      {subtitle && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <ProductThumbnail address={thumbnail_url} height="auto" />
        </Box>
        {description && <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>}
        <Box>
          {isLoggedIn ? (
            <Button component={Link} to={memberAddress} variant="contained">
              Open in the catalogue
            </Button>
          ) : (
            <Button component={Link} to={loginAddress(memberAddress)} variant="contained">
              Log in to see more
            </Button>
          )}
        </Box>
      </Stack>
    </>
  );
}
