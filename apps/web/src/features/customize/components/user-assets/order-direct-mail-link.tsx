import LocalPostOfficeOutlinedIcon from '@mui/icons-material/LocalPostOfficeOutlined';
import { Button } from '@mui/material';
import type { Transaction } from '@stockroom/contract';
import { Link } from 'react-router';

/**
 * "Order direct mail" of a finished download: the requests page's form, with direct mail on and
 * this file and its product filled in.
 */
export function OrderDirectMailLink({ transaction, label }: { transaction: Transaction; label: string }) {
  const params = new URLSearchParams({
    new: '1',
    direct_mail: '1',
    product_id: transaction.product_id,
    transaction_id: transaction.id,
  });
  return (
    <Button
      component={Link}
      to={`/requests?${params}`}
      size="small"
      startIcon={<LocalPostOfficeOutlinedIcon />}
      aria-label={label}
    >
      Order direct mail
    </Button>
  );
}
