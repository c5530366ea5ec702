import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Field, Section } from '@stockroom/contract';
import { useState } from 'react';
import { useConfirm } from '../../../../components/admin/confirm';
import { FormDialog } from '../../../../components/admin/form-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useDeleteFieldMutation } from '../../api/delete-field';
import { useDeleteSectionMutation } from '../../api/delete-section';
import { useBrandFields } from '../../api/list-fields';
import { useBrandSections } from '../../api/list-sections';
import { FieldForm } from './field-form';
import { CARD_PADDING, SectionCard } from './section-card';
import { type FieldActions, FieldButtons, fieldTitle } from './section-fields';
import { SectionForm } from './section-form';

type Target = { kind: 'section'; section?: Section } | { kind: 'field'; field?: Field; section?: string };

const targetTitle = (target: Target | null) => {
  if (target?.kind === 'section') return target.section ? `Rename “${target.section.label}”` : 'New section';
  if (target?.kind === 'field') return target.field ? `Edit “${fieldTitle(target.field)}”` : 'New field';
  return '';
};

/** The brand form's sections in order, each with its fields; add, edit, order and delete both. */
export function FieldsTab() {
  const sections = useBrandSections();
  const fields = useBrandFields();
  const [target, setTarget] = useState<Target | null>(null);
  const removeField = useDeleteFieldMutation();
  const removeSection = useDeleteSectionMutation();
  const confirm = useConfirm();

  const failed = (what: string) => (error: unknown) => showSnackbar(`${what}: ${errorMessage(error)}`);
  const askDeleteField = async (field: Field) => {
    const yes = await confirm({
      title: `Delete the field “${fieldTitle(field)}”?`,
      message: `It leaves the brand form. Brands keep their values under “${field.name}”: a field of that name shows them again.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes)
      removeField.mutate(field.id, {
        onSuccess: () => showSnackbar(`Field “${fieldTitle(field)}” deleted`),
        onError: failed('The field was not deleted'),
      });
  };
  const askDeleteSection = async (section: Section) => {
    const yes = await confirm({
      title: `Delete the section “${section.label || section.name}”?`,
      message: 'Its fields stay, in no section, and brands keep their values.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes)
      removeSection.mutate(section.id, {
        onSuccess: () => showSnackbar(`Section “${section.label || section.name}” deleted`),
        onError: failed('The section was not deleted'),
      });
  };

  const fieldActions: FieldActions = {
    onEdit: (field) => setTarget({ kind: 'field', field }),
    onDelete: (field) => void askDeleteField(field),
  };
  const error = sections.error ?? fields.error;
  const listed = new Set(sections.data?.flatMap((section) => section.fields));
  const loose = fields.data?.filter((field) => !field.name || !listed.has(field.name)) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          The brand form shows these sections in order. Drag a field by its handle, or use Move up and Move down: the
          order is saved at once.
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setTarget({ kind: 'section' })}>
            New section
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTarget({ kind: 'field' })}>
            New field
          </Button>
        </Stack>
      </Stack>
      {error && (
        <ErrorState
          error={error}
          onRetry={() => {
            void sections.refetch();
            void fields.refetch();
          }}
        />
      )}
      {!error && (sections.isPending || fields.isPending) && <LoadingState label="Loading fields and sections" />}
      {sections.data && fields.data && (
        <>
          {sections.data.length === 0 && fields.data.length === 0 && (
            <EmptyState title="No fields yet">Add a section, then the fields a brand holds.</EmptyState>
          )}
          {sections.data.map((section) => (
            <SectionCard
              key={section.id}
              section={section}
              fields={fields.data}
              onAddField={() => setTarget({ kind: 'field', section: section.name })}
              onRename={() => setTarget({ kind: 'section', section })}
              onDelete={() => void askDeleteSection(section)}
              fieldActions={fieldActions}
            />
          ))}
          {loose.length > 0 && (
            <Paper variant="outlined" component="section" aria-label="Fields in no section" sx={CARD_PADDING}>
              <Typography variant="h6" component="h2">
                Fields in no section
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                The brand form does not show these. Edit a field to put it in a section.
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {loose.map((field) => (
                  <LooseField key={field.id} field={field} {...fieldActions} />
                ))}
              </Box>
            </Paper>
          )}
        </>
      )}
      <FormDialog target={target} onClose={() => setTarget(null)} maxWidth="sm" title={targetTitle}>
        {(shown) =>
          shown.kind === 'field' ? (
            <FieldForm
              key={shown.field?.id ?? 'new'}
              field={shown.field}
              section={shown.section}
              sections={sections.data ?? []}
              onDone={() => setTarget(null)}
            />
          ) : (
            <SectionForm key={shown.section?.id ?? 'new'} section={shown.section} onDone={() => setTarget(null)} />
          )
        }
      </FormDialog>
    </Stack>
  );
}

function LooseField({ field, ...actions }: { field: Field } & FieldActions) {
  const id = `loose-field-${field.id}`;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography id={id}>{fieldTitle(field)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {field.name}
        </Typography>
      </Box>
      <FieldButtons {...actions} field={field} describedBy={id} />
    </Box>
  );
}
