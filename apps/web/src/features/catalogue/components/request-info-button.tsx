import { Button } from '@mui/material';
import { useState } from 'react';
import { RequestInfoDialog } from './request-info-dialog';

interface RequestInfoButtonProps {
  productId: string;
  productTitle: string;
  variant?: 'contained' | 'outlined';
}

/** "Request more info" and its dialog; once sent, the button says so for the rest of the visit. */
export function RequestInfoButton({ productId, productTitle, variant = 'contained' }: RequestInfoButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={sent} onClick={() => setOpen(true)}>
        {sent ? 'Request sent' : 'Request more info'}
      </Button>
      <RequestInfoDialog
        productId={productId}
        productTitle={productTitle}
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => setSent(true)}
      />
    </>
  );
}
