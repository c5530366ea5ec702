import LockIcon from '@mui/icons-material/Lock';
import { Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { Product } from '@stockroom/contract';
import { Link } from 'react-router';
import { productTypeLabel } from './product-facts';
import { ProductThumbnail } from './product-thumbnail';

const THUMBNAIL_HEIGHT = 160;

interface ProductCardProps {
  product: Product;
  locked: boolean;
  /** The card's heading level, so that headings on each screen stay in order. */
  titleComponent?: 'h2' | 'h3';
}

/** A product in a list: the whole card links to its page. */
export function ProductCard({ product, locked, titleComponent = 'h3' }: ProductCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/products/${product.id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <ProductThumbnail address={product.thumbnail_url} height={THUMBNAIL_HEIGHT} />
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Chip label={productTypeLabel(product.product_type)} size="small" variant="outlined" />
            {locked && <Chip icon={<LockIcon />} label="Locked" size="small" color="warning" />}
          </Stack>
          <Typography variant="subtitle1" component={titleComponent} sx={{ fontWeight: 600 }}>
            {product.title}
          </Typography>
          {product.subtitle && (
            <Typography variant="body2" color="text.secondary">
              {product.subtitle}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The shape of a card while its product loads. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined">
      <Skeleton variant="rectangular" height={THUMBNAIL_HEIGHT} />
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
