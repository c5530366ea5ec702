import LockIcon from '@mui/icons-material/Lock';
import { Paper, Stack, Typography } from '@mui/material';
import type { Price } from '@stockroom/contract';
import { RequestInfoButton } from './request-info-button';
import { SubscribeButton } from './subscribe-button';

interface LockedProductProps {
  productId: string;
  productTitle: string;
  /** Set when the product is for sale: subscribing unlocks it. */
  price?: Price | null;
}

/**
 * Shown in place of a locked product's files (DESIGN §1.3: gated access, product marked gated),
 * with one way to ask for them: "Request access" (a request for more info, which the server accepts
 * for any product the member can see, whatever its request_more_info says) and, where the product
 * is for sale, subscribing first.
 */
export function LockedProduct({ productId, productTitle, price }: LockedProductProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="locked-heading" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LockIcon color="warning" fontSize="large" aria-hidden />
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Typography id="locked-heading" variant="h6" component="h2">
            This product is locked
          </Typography>
          <Typography color="text.secondary">
            {price
              ? 'Your access lets you see what this product holds, but its files are kept for members with full access. Subscribe to unlock them now, or request access and an administrator will get back to you.'
              : 'Your access lets you see what this product holds, but its files are kept for members with full access. Request access and an administrator will get back to you.'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            {price && <SubscribeButton productId={productId} price={price} />}
            <RequestInfoButton
              productId={productId}
              productTitle={productTitle}
              label="Request access"
              variant={price ? 'outlined' : 'contained'}
            />
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
