import LocalPostOfficeOutlinedIcon from '@mui/icons-material/LocalPostOfficeOutlined';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface OrderDirectMailLinkProps {
  /** The finished download (a transaction) and its product. */
  file: { productId: string; transactionId: string };
  label: string;
  children?: ReactNode;
}

/**
 * "Order direct mail" of a finished download: the requests page's form, with direct mail on and
 * this file and its product filled in.
 */
export function OrderDirectMailLink({ file, label, children = 'Order direct mail' }: OrderDirectMailLinkProps) {
  const params = new URLSearchParams({
    new: '1',
    direct_mail: '1',
    product_id: file.productId,
    transaction_id: file.transactionId,
  });
  return (
    <Button
      component={Link}
      to={`/requests?${params}`}
      size="small"
      startIcon={<LocalPostOfficeOutlinedIcon />}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
