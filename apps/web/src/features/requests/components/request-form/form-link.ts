import { IdSchema } from '@stockroom/contract';

/** What a link to the form says: /requests?new=1&product_id=…&transaction_id=…&direct_mail=1. */
export interface FormLink {
  open: boolean;
  productId: string | null;
  transactionId: string | null;
  directMail: boolean;
}

/** The address parameters the form reads, removed when it closes. */
export const FORM_PARAMS = ['new', 'product_id', 'transaction_id', 'direct_mail'] as const;

// An id that is not one would be refused by the contract before sending: it is left out.
const idParam = (raw: string | null) => (raw && IdSchema.safeParse(raw).success ? raw : null);

export function readFormLink(params: URLSearchParams): FormLink {
  return {
    open: params.get('new') === '1',
    productId: idParam(params.get('product_id')),
    transactionId: idParam(params.get('transaction_id')),
    directMail: params.get('direct_mail') === '1',
  };
}
