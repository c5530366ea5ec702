import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { type CampaignProject, IdSchema } from '@stockroom/contract';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/page-states';
import { ApiError } from '../../../lib/api-errors';
import { PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { Refusal } from '../../customize/components/refusal';
import { keepCampaignToken } from '../api/campaign-token';
import { useCampaignProject } from '../api/get-campaign-project';
import { useCampaignToken } from '../api/use-campaign-token';
import { CampaignEditor } from './campaign-editor';
import { SkippedProducts } from './skipped-products';

const notFound = (
  <Refusal
    title="Campaign not found"
    action={
      <Button component={Link} to="/products" variant="contained">
        Browse products
      </Button>
    }
  >
    <Typography>This campaign does not exist, or it is not yours to customize.</Typography>
  </Refusal>
);

/** /campaigns/{campaign_project_id}: the member's campaign project, every piece in one editor. */
export function CampaignEditorPage() {
  const { campaignProjectId = '' } = useParams();
  return IdSchema.safeParse(campaignProjectId).success ? (
    <CampaignView key={campaignProjectId} campaignProjectId={campaignProjectId} />
  ) : (
    notFound
  );
}

/**
 * The token the product page's "Customize the campaign" handed over with the move here
 * (`{ token }` in the navigation's state), kept for the editor before anything asks for it.
 */
function useHandedToken(campaignProjectId: string) {
  const { state } = useLocation();
  useState(() => {
    const token = (state as { token?: unknown } | null)?.token;
    if (typeof token === 'string' && token) keepCampaignToken(campaignProjectId, token);
  });
}

function CampaignView({ campaignProjectId }: { campaignProjectId: string }) {
  useHandedToken(campaignProjectId);
  const campaign = useCampaignProject(campaignProjectId);
  const token = useCampaignToken(campaignProjectId, campaign.data?.product_id);

  if (campaign.error) {
    const status = campaign.error instanceof ApiError ? campaign.error.status : undefined;
    if (status === 404) return notFound;
    if (status === 403) {
      return (
        <Refusal
          title="This campaign is locked"
          action={
            <Button component={Link} to="/products" variant="contained">
              Browse products
            </Button>
          }
        >
          <Typography>Your access lets you see this campaign but not customize it.</Typography>
        </Refusal>
      );
    }
    return <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  }
  if (!campaign.data) return <CampaignSkeleton />;
  if (campaign.data.pieces.length === 0) return <NothingToCustomize campaign={campaign.data} />;
  // The editor shows the member's brand values in every piece: masked in session replay.
  return (
    <Box {...PRIVATE_TEXT} sx={{ display: 'contents' }}>
      <CampaignEditor campaign={campaign.data} token={token} />
    </Box>
  );
}

/** Every piece of the campaign was left out (access lost, templates taken away): why, piece by piece. */
function NothingToCustomize({ campaign }: { campaign: CampaignProject }) {
  return (
    <Refusal
      title={`Nothing to customize in ${campaign.product_title}`}
      action={
        <Button component={Link} to={`/products/${campaign.product_id}`} variant="contained">
          See the campaign
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>None of this campaign's products can be customized by you now.</Typography>
        <SkippedProducts skipped={campaign.skipped} />
      </Stack>
    </Refusal>
  );
}

function CampaignSkeleton() {
  return (
    <Box role="status" aria-label="Loading the campaign">
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2.125rem', mb: 2 }} />
      <Stack direction="row" spacing={1.5} sx={{ mb: 3, overflow: 'hidden' }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" sx={{ flex: 'none', width: { xs: 132, md: 164 }, height: 150 }} />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}>
        <Skeleton variant="rounded" sx={{ height: { xs: 260, md: 460 } }} />
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </Box>
    </Box>
  );
}
