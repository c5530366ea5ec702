import BrushIcon from '@mui/icons-material/Brush';
import { Alert, Button } from '@mui/material';
import type { ExtendedProduct } from '@stockroom/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useOpenCampaignMutation } from '../api/open-campaign';
import { useAssociatedProducts } from '../api/product';

/** A campaign product: marked so by its type, or by the flag the spec gives it. */
export const isCampaign = (product: ExtendedProduct) => product.is_campaign || product.product_type === 'campaign';

/**
 * "Customize the campaign": opens the member's campaign project and moves to its editor, handing it
 * the project's token (`{ token }` in the navigation's state). Offered once the campaign is known to
 * hold a template the member may customize (a locked one comes without its template).
 */
export function CustomizeCampaignButton({ product }: { product: ExtendedProduct }) {
  const { products, isPending } = useAssociatedProducts(product.associated_products);
  const open = useOpenCampaignMutation();
  const navigate = useNavigate();
  const customizable = products.some((p) => p.product_type === 'template' && p.design_huddle_template_id);
  if (isPending || !customizable) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<BrushIcon />}
        loading={open.isPending}
        onClick={() =>
          open.mutate(product.id, {
            onSuccess: (opened) =>
              navigate(`/campaigns/${opened.campaign_project_id}`, { state: { token: opened.user_token } }),
          })
        }
      >
        Customize the campaign
      </Button>
      {open.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {errorMessage(open.error)}
        </Alert>
      )}
    </>
  );
}
