import { Box } from '@mui/material';
import type { Product } from '@stockroom/contract';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { isLocked } from './product-facts';

// Three columns on a wide screen, two on a tablet, one on a phone, 16 px apart: the layout of MUI's
// Grid (items 12/6/4 of 12, spacing 2) in plain CSS grid, which needs none of Grid's code.
const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: 2,
} as const;

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
    <Box component="ul" aria-label={label} sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            locked={isLocked(product, sectionPermission)}
            titleComponent={titleComponent}
          />
        </li>
      ))}
    </Box>
  );
}

/** Placeholder cards while a list loads; the caller announces the loading once. */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-hidden sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={i}>
          <ProductCardSkeleton />
        </div>
      ))}
    </Box>
  );
}
