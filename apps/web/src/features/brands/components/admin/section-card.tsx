import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Field, Section } from '@stockroom/contract';
import { useId } from 'react';
import { type FieldActions, SectionFields } from './section-fields';

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
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
