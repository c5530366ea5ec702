import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { cardImageSources, type Product } from '@stockroom/contract';
import { Link } from 'react-router';
import { ProductBadges } from './product-badge';
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
  const thumbnail = cardImageSources(product.thumbnail_url);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/products/${product.id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <ProductThumbnail address={thumbnail.src} srcSet={thumbnail.srcSet} height={THUMBNAIL_HEIGHT} />
        <CardContent>
          <Box sx={{ mb: 1 }}>
            <ProductBadges type={product.product_type} locked={locked} />
          </Box>
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
