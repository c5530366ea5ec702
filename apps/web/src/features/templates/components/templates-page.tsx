import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { useTemplates } from '../api/list-templates';
import { TemplateCard } from './template-card';
import { type TemplateDialogTarget, TemplateFormDialog } from './template-form-dialog';

/** The template conventions in a sentence, for the empty state and the upload dialog. */
export const TEMPLATE_CONVENTIONS =
  'Paint shapes and texts with the classes accent1, accent2, light1, light2, dark1 and dark2 (stroke-accent1 for a stroke), write {{isp}}, {{url}} or {{phone}} where the brand’s texts go, and give an <image> the address {{logo}} for the brand’s logo.';

/** /admin/templates: every SVG template with its first page, size, classes, placeholders and products. */
export function TemplatesPage() {
  const templates = useTemplates();
  const [target, setTarget] = useState<TemplateDialogTarget | null>(null);
  const openUpload = () => setTarget({ mode: 'create' });

  let body: React.ReactNode;
  if (templates.isPending) body = <LoadingState label="Loading templates" />;
  else if (templates.isError) body = <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) {
    body = (
      <Paper variant="outlined">
        <EmptyState title="Upload your first SVG template">
          <Box component="span" sx={{ display: 'block', maxWidth: 640, mx: 'auto' }}>
            {TEMPLATE_CONVENTIONS}
          </Box>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={openUpload} sx={{ mt: 2 }}>
            Upload template
          </Button>
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Box
        component="section"
        aria-label="Templates"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}
      >
        {templates.data.map((template) => (
          <TemplateCard key={template.id} template={template} />
        ))}
      </Box>
    );
  }

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>Templates</PageTitle>
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={openUpload}>
          Upload template
        </Button>
      </Stack>
      {body}
      <TemplateFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
