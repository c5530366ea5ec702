import { Box, Paper, Typography } from '@mui/material';
import type { TemplateSummary } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { TemplateFacts } from './template-facts';
import { TemplatePreviewImage } from './template-preview-image';

/**
 * One template in the list: its first page, its name (opening the detail) and what it holds. A plain
 * link, not MUI's card action area: sharing that with the member's product cards would split it
 * into a chunk of its own and add to every member's first visit.
 */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  const titleId = `template-${template.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Box
        component={RouterLink}
        to={`/admin/templates/${template.id}`}
        // Named by the template's name alone, not also by its picture's description.
        aria-labelledby={titleId}
        sx={{
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
          '&:hover .template-card-title': { textDecoration: 'underline' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <TemplatePreviewImage template={template} />
        <Typography
          id={titleId}
          className="template-card-title"
          variant="h6"
          component="h2"
          sx={{ px: 2, pt: 1.5, overflowWrap: 'anywhere' }}
        >
          {template.name}
        </Typography>
      </Box>
      <Box sx={{ p: 2, pt: 1 }}>
        <TemplateFacts template={template} compact />
      </Box>
    </Paper>
  );
}
