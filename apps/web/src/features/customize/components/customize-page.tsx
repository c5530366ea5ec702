import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { IdSchema } from '@stockroom/contract';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/page-states';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { useProject } from '../api/get-project';
import { useOpenedProject, useRenewProjectToken } from '../api/open-project';
import { Editor } from './editor/editor';
import { Refusal } from './refusal';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

const notFound = (
  <Refusal
    title="Product not found"
    action={
      <Button component={Link} to="/products" variant="contained">
        Browse products
      </Button>
    }
  >
    <Typography>This product does not exist, or it is not shared with you.</Typography>
  </Refusal>
);

/** /products/{id}/customize: the member's project for a template product, in the editor. */
export function CustomizePage() {
  const { id = '' } = useParams();
  return IdSchema.safeParse(id).success ? <CustomizeView key={id} productId={id} /> : notFound;
}

function CustomizeView({ productId }: { productId: string }) {
  const opened = useOpenedProject(productId);
  const project = useProject(opened.data?.projectId);
  const renew = useRenewProjectToken(productId);
  const backToProduct = (
    <Button component={Link} to={`/products/${productId}`} variant="contained">
      See the product
    </Button>
  );

  const failure = opened.error ?? project.error;
  if (failure) {
    const status = statusOf(failure);
    if (status === 404) return notFound;
    if (status === 403) {
      return (
        <Refusal title="This template is locked" action={backToProduct}>
          <Typography>
            <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LockIcon fontSize="small" color="warning" aria-hidden />
              <span>
                Your access lets you see this template but not customize it. Ask for more information on its page.
              </span>
            </Stack>
          </Typography>
        </Refusal>
      );
    }
    if (status === 400) {
      return (
        <Refusal title="Nothing to customize" action={backToProduct}>
          <Typography>{errorMessage(failure)}</Typography>
        </Refusal>
      );
    }
    return <ErrorState error={failure} onRetry={() => void (opened.isError ? opened.refetch() : project.refetch())} />;
  }
  if (!opened.data || !project.data) return <EditorSkeleton />;
  // The editor shows the member's brand values in the template: masked in session replay.
  return (
    <Box {...PRIVATE_TEXT} sx={{ display: 'contents' }}>
      <Editor key={project.data.id} productId={productId} opened={opened.data} renew={renew} project={project.data} />
    </Box>
  );
}

function EditorSkeleton() {
  return (
    <Box role="status" aria-label="Loading the editor">
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem', mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
        <Skeleton variant="rounded" sx={{ height: { xs: 280, md: 480 } }} />
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </Box>
    </Box>
  );
}
