import { Divider, Link, Stack, Typography } from '@mui/material';
import { formatPrice, type SandboxCheckout } from '@stockroom/contract';

const renewal: Record<SandboxCheckout['price']['interval'], string> = {
  month: 'Renews every month until you cancel.',
  year: 'Renews every year until you cancel.',
  once: 'One payment; no renewal.',
};

/** What is being paid for, by whom, and the way back without paying. */
export function CheckoutSummary({ checkout }: { checkout: SandboxCheckout }) {
  return (
    <Stack component="section" aria-labelledby="order-title" spacing={1.5}>
      <Typography variant="overline" color="text.secondary" id="order-title" component="h2">
        Your order
      </Typography>
      <Typography variant="h6" component="p">
        {checkout.product_title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {formatPrice(checkout.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {renewal[checkout.price.interval]}
      </Typography>
      {checkout.customer_email && (
        <>
          <Divider />
          <Typography variant="body2">
            Receipt to <strong>{checkout.customer_email}</strong>
          </Typography>
        </>
      )}
      {checkout.status !== 'paid' && (
        <Link href={checkout.cancel_url} variant="body2" sx={{ alignSelf: 'flex-start' }}>
          Cancel and return
        </Link>
      )}
    </Stack>
  );
}
