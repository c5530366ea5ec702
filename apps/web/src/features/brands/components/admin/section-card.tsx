import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { Field, Section } from '@stockroom/contract';
import { useId } from 'react';
import { type FieldActions, SectionFields } from './section-fields';

/**
 * A card's padding on a plain outlined Paper: product cards use Card and CardContent, and sharing
 * them with this admin screen split them into a chunk of their own on a member's first visit.
 */
export const CARD_PADDING = { p: 2, pb: 3 } as const;

interface SectionCardProps {
  section: Section;
  fields: readonly Field[];
  onAddField: () => void;
  onRename: () => void;
  onDelete: () => void;
  fieldActions: FieldActions;
}

/** One section of the brand form: its label and name, its buttons, and its fields in order. */
export function SectionCard({ section, fields, onAddField, onRename, onDelete, fieldActions }: SectionCardProps) {
  const titleId = useId();
  const title = section.label || section.name;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={CARD_PADDING}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {section.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<AddIcon />} onClick={onAddField} aria-describedby={titleId}>
            Add field
          </Button>
          <Button size="small" startIcon={<EditIcon />} onClick={onRename} aria-describedby={titleId}>
            Rename
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-describedby={titleId}>
            Delete
          </Button>
        </Stack>
      </Stack>
      <SectionFields section={section} fields={fields} {...fieldActions} />
    </Paper>
  );
}
