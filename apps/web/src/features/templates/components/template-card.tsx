import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { TemplateSummary } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { TemplateFacts } from './template-facts';
import { TemplatePreviewImage } from './template-preview-image';

/** One template in the list: its first page, its name (opening the detail) and what it holds. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={`template-${template.id}`}>
      <CardActionArea
        component={RouterLink}
        to={`/admin/templates/${template.id}`}
        // Named by the template's name alone, not also by its picture's description.
        aria-labelledby={`template-${template.id}`}
      >
        <TemplatePreviewImage template={template} />
        <Typography
          id={`template-${template.id}`}
          variant="h6"
          component="h2"
          sx={{ px: 2, pt: 1.5, overflowWrap: 'anywhere' }}
        >
          {template.name}
        </Typography>
      </CardActionArea>
      <CardContent sx={{ pt: 1 }}>
        <TemplateFacts template={template} compact />
      </CardContent>
    </Card>
  );
}
