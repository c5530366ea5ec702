import LocalPostOfficeOutlinedIcon from '@mui/icons-material/LocalPostOfficeOutlined';
import { Button } from '@mui/material';
import type { KitPiece } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * "Order direct mail" of a kit's print piece once its PDF is made: the requests page's form with
 * direct mail on and that download and its product filled in, as for any download.
 */
export function OrderPieceMailLink({
  piece,
  children = 'Order direct mail',
}: {
  piece: KitPiece;
  children?: ReactNode;
}) {
  const transactionId = piece.transaction_ids[0];
  if (piece.use !== 'print' || piece.status !== 'ready' || !transactionId) return null;
  const params = new URLSearchParams({
    new: '1',
    direct_mail: '1',
    product_id: piece.product_id,
    transaction_id: transactionId,
  });
  return (
    <Button
      component={Link}
      to={`/requests?${params}`}
      size="small"
      startIcon={<LocalPostOfficeOutlinedIcon />}
      aria-label={`Order direct mail of ${piece.product_title}`}
    >
      {children}
    </Button>
  );
}
