import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { IMPRESSION_ACTIONS, track } from '../../../lib/impressions';
import { downloadHref } from './product-facts';

interface DownloadButtonProps {
  productId: string;
  address: string;
  label?: string;
}

/** A link that saves the product's file; each click is recorded as a download. */
export function DownloadButton({ productId, address, label = 'Download' }: DownloadButtonProps) {
  if (!address) return null;
  return (
    <Button
      component="a"
      href={downloadHref(address)}
      download
      variant="contained"
      startIcon={<DownloadIcon />}
      onClick={() =>
        track({ page_route: `/products/${productId}`, action: IMPRESSION_ACTIONS.download, product_id: productId })
      }
    >
      {label}
    </Button>
  );
}
