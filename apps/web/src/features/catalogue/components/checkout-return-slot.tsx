import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyFrom } from '../../../lib/lazy-module';
import { readCheckoutReturn } from './checkout-return-address';
import { CompletingAlert } from './completing-alert';

const CheckoutReturn = lazyFrom(
  () => import('./checkout-return'),
  (m) => m.CheckoutReturn,
);

/**
 * On /products/{id}?session_id=…&ref_id=… (back from a paid checkout) or ?checkout=cancelled:
 * the completion and its outcome, whose code loads only then. What the address said is kept from
 * the first render: the outcome takes it out of the address but stays on screen.
 */
export function CheckoutReturnSlot({ productId }: { productId: string }) {
  const [params] = useSearchParams();
  const [found] = useState(() => readCheckoutReturn(params, productId));
  if (!found) return null;
  return (
    <Suspense fallback={found.kind === 'paid' ? <CompletingAlert /> : null}>
      <CheckoutReturn params={found} />
    </Suspense>
  );
}
