import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { type ExtendedProduct, IdSchema } from '@stockroom/contract';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { IMPRESSION_ACTIONS } from '../../../lib/impressions';
import { useProduct } from '../api/product';
import { CampaignProducts } from './campaign-products';
import { CatalogueNotFound, isNotFound } from './catalogue-not-found';
import { CheckoutReturnSlot } from './checkout-return-slot';
import { LockedProduct } from './locked-product';
import { ProductBadges } from './product-badge';
import { isLocked } from './product-facts';
import { ProductMedia } from './product-media';
import { ProductThumbnail } from './product-thumbnail';
import { ProductTips } from './product-tips';
import { RequestInfoButton } from './request-info-button';
import { RequestThisLink } from './request-this-link';
import { SampleGallery } from './sample-gallery';
import { ShareLinkButton } from './share-link-button';
import { useTrackOnce } from './use-track-once';

const notFound = (
  <CatalogueNotFound title="Product not found">
    This product does not exist, or it is not shared with you.
  </CatalogueNotFound>
);

/** /products/{id}: one product, shown as its type calls for, or locked. */
export function ProductPage() {
  const { id = '' } = useParams();
  const valid = IdSchema.safeParse(id).success;
  if (!valid) return notFound;
  return (
    <>
      <CheckoutReturnSlot key={id} productId={id} />
      <ProductView id={id} />
    </>
  );
}

function ProductView({ id }: { id: string }) {
  const product = useProduct(id);
  const loaded = product.data?.id === id;
  const route = `/products/${id}`;
  useTrackOnce(loaded ? { page_route: route, action: IMPRESSION_ACTIONS.pageView, product_id: id } : undefined);
  useTrackOnce(loaded ? { page_route: route, action: IMPRESSION_ACTIONS.productView, product_id: id } : undefined);

  if (isNotFound(product.error)) return notFound;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return <ProductSkeleton />;
  return <ProductDetails key={product.data.id} product={product.data} />;
}

function ProductDetails({ product }: { product: ExtendedProduct }) {
  const locked = isLocked(product);
  // Asking is offered beside a usable product only where the administrator invites it, and never on
  // a gated one the member has unlocked: what there was to ask for is theirs now.
  const offerRequest = !locked && !product.is_gated && product.request_more_info;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <ProductBadges type={product.product_type} locked={locked} />
      </Box>
      <PageTitle>{product.title}</PageTitle>
      {product.subtitle && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          {product.subtitle}
        </Typography>
      )}
      {(!product.is_gated || offerRequest) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
          {!product.is_gated && <ShareLinkButton productId={product.id} />}
          {offerRequest && <RequestInfoButton productId={product.id} productTitle={product.title} variant="outlined" />}
        </Stack>
      )}
      {locked ? (
        <Stack spacing={3}>
          <Box sx={{ maxWidth: 960, borderRadius: 1, overflow: 'hidden' }}>
            <ProductThumbnail address={product.thumbnail_url} height="auto" />
          </Box>
          {/* What it holds, then the one way to ask for it, which the samples' line points to. */}
          <SampleGallery title={product.title} samples={product.sample_images} locked forSale={!!product.price} />
          <LockedProduct productId={product.id} productTitle={product.title} price={product.price} />
          {product.product_type === 'campaign' && product.associated_products.length > 0 && (
            // Titles and pictures of what the campaign brings together: each is read with the
            // member's own access, so its files stay withheld wherever they are locked.
            <CampaignProducts ids={product.associated_products} />
          )}
        </Stack>
      ) : (
        <>
          <ProductMedia product={product} />
          {product.sample_images.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <SampleGallery title={product.title} samples={product.sample_images} locked={false} forSale={false} />
            </Box>
          )}
        </>
      )}
      {product.description && (
        <Typography sx={{ mt: 4, maxWidth: 800, whiteSpace: 'pre-line' }}>{product.description}</Typography>
      )}
      {!locked && <RequestThisLink productId={product.id} />}
      <ProductTips product={product} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <Box role="status" aria-label="Loading product">
      <Skeleton variant="text" width={80} />
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
      <Skeleton variant="text" width="30%" sx={{ mb: 3 }} />
      <Skeleton variant="rectangular" height={360} sx={{ maxWidth: 960 }} />
    </Box>
  );
}
