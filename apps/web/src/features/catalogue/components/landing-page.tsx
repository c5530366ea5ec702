import { Box, Skeleton } from '@mui/material';
import { EmptyState, ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { IMPRESSION_ACTIONS } from '../../../lib/impressions';
import { LANDING_CARDS, useLandingSections } from '../api/landing';
import { CatalogueSearch } from './catalogue-search';
import { LandingSection } from './landing-section';
import { ProductGridSkeleton } from './product-grid';
import { useTrackOnce } from './use-track-once';

/** /products: the search box and one section per category the member may see. */
export function LandingPage() {
  const landing = useLandingSections();
  useTrackOnce({ page_route: '/products', action: IMPRESSION_ACTIONS.pageView });
  // A category whose products are all out of the member's reach has nothing to show here.
  const sections = landing.data?.filter((section) => section.products.length > 0);

  return (
    <>
      <PageTitle>Products</PageTitle>
      <CatalogueSearch />
      {landing.isPending && <LandingSkeleton />}
      {landing.isError && <ErrorState error={landing.error} onRetry={() => void landing.refetch()} />}
      {sections?.length === 0 && (
        <EmptyState title="Nothing here yet">
          Your administrator has not shared any products with you. When they do, you will find them here.
        </EmptyState>
      )}
      {sections?.map((section) => (
        <LandingSection key={section.id} section={section} />
      ))}
    </>
  );
}

function LandingSkeleton() {
  return (
    <Box role="status" aria-label="Loading products">
      {[0, 1].map((i) => (
        <Box key={i} sx={{ mb: 5 }}>
          <Skeleton variant="text" width={240} sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="50%" sx={{ mb: 2 }} />
          <ProductGridSkeleton count={LANDING_CARDS} />
        </Box>
      ))}
    </Box>
  );
}
