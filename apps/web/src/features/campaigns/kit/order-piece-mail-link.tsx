import type { KitPiece } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { OrderDirectMailLink } from '../../customize/components/user-assets/order-direct-mail-link';

/** "Order direct mail" of a kit's print piece once its PDF is made, as for any download. */
export function OrderPieceMailLink({ piece, children }: { piece: KitPiece; children?: ReactNode }) {
  const transactionId = piece.transaction_ids[0];
  if (piece.use !== 'print' || piece.status !== 'ready' || !transactionId) return null;
  return (
    <OrderDirectMailLink
      file={{ productId: piece.product_id, transactionId }}
      label={`Order direct mail of ${piece.product_title}`}
    >
      {children}
    </OrderDirectMailLink>
  );
}
