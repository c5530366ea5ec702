import { Grid } from '@mui/material';
import type { Product } from '@stockroom/contract';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { isLocked } from './product-facts';

const cell = { xs: 12, sm: 6, md: 4 } as const;

interface ProductGridProps {
  products: Product[];
  /** The member's permission in the category the list comes from, when there is one. */
  sectionPermission?: number;
  titleComponent?: 'h2' | 'h3';
  label?: string;
}

/** Cards in rows of three on a wide screen, one on a phone. */
export function ProductGrid({ products, sectionPermission, titleComponent, label }: ProductGridProps) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Grid key={product.id} size={cell} component="li">
          <ProductCard
            product={product}
            locked={isLocked(product, sectionPermission)}
            titleComponent={titleComponent}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder cards while a list loads; the caller announces the loading once. */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Grid container spacing={2} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Grid key={i} size={cell}>
          <ProductCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}
