import { Box, Typography } from '@mui/material';
import { useAssociatedProducts } from '../api/product';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** The products a campaign brings together, as cards; any the member may not see are left out. */
export function CampaignProducts({ ids }: { ids: string[] }) {
  const { products, isPending } = useAssociatedProducts(ids);
  return (
    <Box component="section" aria-labelledby="campaign-heading">
      <Typography id="campaign-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        In this campaign
      </Typography>
      {isPending ? (
        <Box role="status" aria-label="Loading the campaign's products">
          <ProductGridSkeleton count={Math.min(ids.length, 3)} />
        </Box>
      ) : products.length > 0 ? (
        <ProductGrid products={products} label="Products in this campaign" />
      ) : (
        <Typography color="text.secondary">This campaign has no products you can see yet.</Typography>
      )}
    </Box>
  );
}
