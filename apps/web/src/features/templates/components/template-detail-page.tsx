import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { Template } from '@stockroom/contract';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { TemplateFontFaces } from '../../../components/template-fonts';
import { useTemplate } from '../api/get-template';
import { downloadSvg } from './download-svg';
import { TemplateFacts } from './template-facts';
import { type TemplateDialogTarget, TemplateFormDialog } from './template-form-dialog';
import { neutralTheme, TemplatePagePreview } from './template-page-preview';
import { TemplateSlots } from './template-slots';
import { useDeleteTemplate } from './use-delete-template';

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to="/admin/templates"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      All templates
    </Link>
  );
}

/** Every page inline, in neutral colours, with each placeholder showing its name. */
function TemplatePages({ template }: { template: Template }) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const theme = useMemo(() => neutralTheme(template.placeholders), [template.placeholders]);
  const pages = template.document.pages;
  return (
    <Box
      component="section"
      aria-label="Pages"
      sx={{
        display: 'grid',
        gap: 3,
        // One page under another: side by side they would be too small to read beside the facts.
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      {pages.map((_page, i) => (
        <TemplatePagePreview
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position in the document; names may repeat
          key={`${template.version}-${i}`}
          document={template.document}
          pageIndex={i}
          theme={theme}
          idPrefix={`${prefix}p${i}-`}
        />
      ))}
    </Box>
  );
}

function TemplateDetail({ template }: { template: Template }) {
  const [target, setTarget] = useState<TemplateDialogTarget | null>(null);
  const remove = useDeleteTemplate();
  return (
    <>
      <PageTitle>{template.name}</PageTitle>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3, mt: -1 }}>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setTarget({ mode: 'rename', template })}>
          Rename
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setTarget({ mode: 'replace', template })}
        >
          Replace SVG
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadSvg(template.name, template.svg)}
        >
          Download SVG
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={remove.pending}
          onClick={() => void remove.ask(template)}
        >
          Delete
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <TemplatePages template={template} />
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <TemplateSlots template={template} />
          <Paper component="aside" variant="outlined" aria-labelledby="template-found" sx={{ p: 2, minWidth: 0 }}>
            <Typography id="template-found" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              What the template holds
            </Typography>
            <TemplateFacts template={template} />
          </Paper>
        </Stack>
      </Box>
      <TemplateFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** /admin/templates/:id: one template's pages, what was found in it, and what can be done with it. */
export function TemplateDetailPage() {
  const { id = '' } = useParams();
  const template = useTemplate(id);
  return (
    <>
      <TemplateFontFaces />
      <BackLink />
      {template.isPending && <LoadingState label="Loading the template" />}
      {template.isError && <ErrorState error={template.error} onRetry={() => void template.refetch()} />}
      {template.data && <TemplateDetail template={template.data} />}
    </>
  );
}
