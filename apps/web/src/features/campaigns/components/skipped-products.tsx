import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { SkippedProduct } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';

/**
 * The campaign's products that are not pieces here, each with why. One the member may not see
 * comes without its title (the catalogue hides it), so only its message is shown.
 */
export function SkippedProducts({ skipped }: { skipped: SkippedProduct[] }) {
  if (skipped.length === 0) return null;
  return (
    <Box component="section" aria-label="Left out of this campaign">
      {/* Told once, where it is read: no live announcement. */}
      <Alert severity="info" role="note">
        <AlertTitle>
          {skipped.length === 1
            ? 'One product is not in this editor'
            : `${skipped.length} products are not in this editor`}
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {skipped.map((product, index) => (
            <li key={product.product_id ?? `hidden-${index}`}>
              {product.product_id && product.product_title && (
                <>
                  <Link component={RouterLink} to={`/products/${product.product_id}`} sx={{ fontWeight: 600 }}>
                    {product.product_title}
                  </Link>
                  {': '}
                </>
              )}
              {product.message}
            </li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}
