import { Button } from '@mui/material';
import { useState } from 'react';
import { RequestInfoDialog } from './request-info-dialog';

interface RequestInfoButtonProps {
  productId: string;
  productTitle: string;
  variant?: 'contained' | 'outlined';
  /** What the button and its dialog say: "Request access" on a locked product. */
  label?: string;
}

/** "Request more info" (or `label`) and its dialog; once sent, the button says so for the rest of the visit. */
export function RequestInfoButton({
  productId,
  productTitle,
  variant = 'contained',
  label = 'Request more info',
}: RequestInfoButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={sent} onClick={() => setOpen(true)}>
        {sent ? 'Request sent' : label}
      </Button>
      <RequestInfoDialog
        productId={productId}
        productTitle={productTitle}
        title={label}
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => setSent(true)}
      />
    </>
  );
}
