import { arrayMove } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip, Typography } from '@mui/material';
import type { Field, Section } from '@stockroom/contract';
import { useEffect, useMemo, useState } from 'react';
import { SortableList } from '../../../../components/sortable/sortable-list';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useUpdateSectionMutation } from '../../api/update-section';
import { FIELD_TYPE_LABELS } from './field-form';

export interface FieldActions {
  onEdit: (field: Field) => void;
  onDelete: (field: Field) => void;
}

/** How a field is named on screen: its label, or its name when it has none. */
export const fieldTitle = (field: Pick<Field, 'label' | 'name'>) => field.label || field.name || 'Unnamed field';

const fieldDetail = (field: Field) =>
  `${field.name} · ${FIELD_TYPE_LABELS[field.type as keyof typeof FIELD_TYPE_LABELS] ?? field.type ?? 'text'}`;

/** Edit and Delete buttons of one field, named by what they do and described by its row. */
export function FieldButtons({
  field,
  describedBy,
  onEdit,
  onDelete,
}: FieldActions & { field: Field; describedBy: string }) {
  return (
    <>
      <Tooltip title="Edit field">
        <IconButton aria-label="Edit field" aria-describedby={describedBy} onClick={() => onEdit(field)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete field">
        <IconButton aria-label="Delete field" aria-describedby={describedBy} onClick={() => onDelete(field)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

/**
 * A section's fields in their order, moved by dragging or with Move up and Move down; each move is
 * saved at once (PATCH the section's `fields`). A name the section lists without a field defined
 * for it keeps its place.
 */
export function SectionFields({
  section,
  fields,
  ...actions
}: FieldActions & { section: Section; fields: readonly Field[] }) {
  const update = useUpdateSectionMutation();
  // The order on screen while a move is being saved, so the row does not jump back meanwhile.
  const [draft, setDraft] = useState<string[] | null>(null);
  const order = draft ?? section.fields;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server replaces the draft
  useEffect(() => setDraft(null), [section.fields]);

  const items = useMemo(
    () =>
      order.map((name) => {
        const field = fields.find((candidate) => candidate.name === name);
        return field
          ? { id: name, label: fieldTitle(field), detail: fieldDetail(field), field }
          : { id: name, label: name, detail: `${name} · no field of this name`, field: undefined };
      }),
    [order, fields],
  );

  const onMove = (from: number, to: number) => {
    const next = arrayMove(order, from, to);
    setDraft(next);
    update.mutate(
      { id: section.id, body: { fields: next } },
      {
        onError: (error) => {
          setDraft(null);
          showSnackbar(`The order was not saved: ${errorMessage(error)}`);
        },
      },
    );
  };

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        No fields in this section yet.
      </Typography>
    );
  }
  return (
    <SortableList
      items={items}
      label={`Fields of ${section.label || section.name}`}
      onMove={onMove}
      renderActions={({ field }, describedBy) =>
        field && <FieldButtons field={field} describedBy={describedBy} {...actions} />
      }
    />
  );
}
