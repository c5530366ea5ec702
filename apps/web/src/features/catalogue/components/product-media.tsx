import BrushIcon from '@mui/icons-material/Brush';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { ExtendedProduct } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CampaignProducts } from './campaign-products';
import { CustomizeCampaignButton, isCampaign } from './customize-campaign-button';
import { DownloadButton } from './download-button';
import { ProductThumbnail } from './product-thumbnail';
import { VideoPlayer } from './video-player';

const Picture = ({ product }: { product: ExtendedProduct }) => (
  <Box sx={{ maxWidth: 960, borderRadius: 1, overflow: 'hidden' }}>
    <ProductThumbnail address={product.thumbnail_url} height="auto" />
  </Box>
);

const Actions = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
    {children}
  </Stack>
);

/** What a product is, shown the way its type calls for; for a product the member may use in full. */
export function ProductMedia({ product }: { product: ExtendedProduct }) {
  const bundle = (
    <DownloadButton productId={product.id} address={product.bundle_download_url} label="Download bundle" />
  );
  // The spec's flag makes a campaign of a product of any type: each offers to customize its pieces.
  const campaign = isCampaign(product) && <CustomizeCampaignButton product={product} />;
  switch (product.product_type) {
    case 'asset':
      return (
        <>
          <Picture product={product} />
          <Actions>
            {campaign}
            <DownloadButton productId={product.id} address={product.bundle_download_url || product.thumbnail_url} />
          </Actions>
        </>
      );
    case 'article':
      return (
        <>
          <Picture product={product} />
          <Actions>
            {campaign}
            {product.article_file_url && (
              <Button
                component="a"
                href={product.article_file_url}
                target="_blank"
                rel="noopener"
                variant="outlined"
                startIcon={<OpenInNewIcon />}
              >
                Read the article
              </Button>
            )}
            <DownloadButton productId={product.id} address={product.article_file_url} label="Download article" />
            {bundle}
          </Actions>
        </>
      );
    case 'video':
      return (
        <>
          {product.video_embed_url ? (
            <VideoPlayer address={product.video_embed_url} title={product.title} poster={product.thumbnail_url} />
          ) : (
            <Picture product={product} />
          )}
          <Actions>
            {campaign}
            {bundle}
          </Actions>
        </>
      );
    case 'template':
      return (
        <>
          <Picture product={product} />
          {!product.design_huddle_template_id && (
            <Alert severity="info" sx={{ mt: 2, maxWidth: 960 }}>
              This template is not ready to customize yet.
            </Alert>
          )}
          <Actions>
            {campaign}
            {product.design_huddle_template_id && (
              <Button
                component={Link}
                to={`/products/${product.id}/customize`}
                variant="contained"
                startIcon={<BrushIcon />}
              >
                Customize
              </Button>
            )}
            {bundle}
          </Actions>
        </>
      );
    case 'campaign':
      return (
        <>
          <Picture product={product} />
          <Actions>
            {campaign}
            {bundle}
          </Actions>
          <Box sx={{ mt: 4 }}>
            <CampaignProducts ids={product.associated_products} />
          </Box>
        </>
      );
    default:
      return (
        <>
          <Picture product={product} />
          <Actions>
            {campaign}
            {bundle}
          </Actions>
        </>
      );
  }
}
