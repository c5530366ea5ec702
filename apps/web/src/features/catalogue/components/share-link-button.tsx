import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { sharedProductAddress } from './product-facts';

/** Copies the product's public address; only offered for products anyone may see. */
export function ShareLinkButton({ productId }: { productId: string }) {
  const copy = async () => {
    const address = sharedProductAddress(productId);
    try {
      await navigator.clipboard.writeText(address);
      showSnackbar('Share link copied');
    } catch {
      // Without clipboard access (an insecure page, a refused permission) the person can still copy it by hand.
      showSnackbar(`Copy this link: ${address}`);
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void copy()}>
      Copy share link
    </Button>
  );
}
