/** What the payment provider's return address says: paid (still to be verified) or given up. */
export type CheckoutReturnParams = { kind: 'paid'; sessionId: string; refId: string } | { kind: 'cancelled' };

/** The parameters the provider adds to /products/{id} (the server sets them when it opens the checkout). */
export const RETURN_KEYS = ['session_id', 'ref_id', 'checkout'] as const;

export function readCheckoutReturn(params: URLSearchParams, productId: string): CheckoutReturnParams | null {
  const sessionId = params.get('session_id');
  // The return address carries the product as ref_id; the page's own product stands in if it was cut off.
  if (sessionId) return { kind: 'paid', sessionId, refId: params.get('ref_id') || productId };
  if (params.get('checkout') === 'cancelled') return { kind: 'cancelled' };
  return null;
}
