import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, Stack } from '@mui/material';
import { BRAND_FIELD_TYPES, type Field, FieldCreateSchema, type Section } from '@stockroom/contract';
import { useForm } from 'react-hook-form';
import { FormDialogActions } from '../../../../components/admin/form-dialog';
import { FormError } from '../../../../components/form/form-error';
import { FormTextField } from '../../../../components/form/form-text-field';
import { applyServerIssues } from '../../../../components/form/server-issues';
import { formSchemaOptions } from '../../../../lib/form-messages';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useCreateFieldMutation } from '../../api/create-field';
import { useUpdateFieldMutation } from '../../api/update-field';

/** What each type checks and which widget it gets in the brand form. */
export const FIELD_TYPE_LABELS = {
  text: 'Text',
  'long-text': 'Long text',
  color: 'Colour (#rrggbb)',
  url: 'Web address',
  email: 'E-mail address',
  phone: 'Phone number',
  image: 'Image',
} as const satisfies Record<(typeof BRAND_FIELD_TYPES)[number], string>;

const FIELDS = ['name', 'label', 'type', 'section'] as const;

interface FieldFormProps {
  /** The field to edit; none for a new one. */
  field?: Field;
  sections: readonly Section[];
  /** The section a new field goes in. */
  section?: string;
  onDone: () => void;
}

/** Create and edit a brand field; choosing another section moves the field there. */
export function FieldForm({ field, sections, section = '', onDone }: FieldFormProps) {
  const create = useCreateFieldMutation();
  const update = useUpdateFieldMutation();
  const pending = create.isPending || update.isPending;
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(FieldCreateSchema, formSchemaOptions),
    defaultValues: {
      name: field?.name ?? '',
      label: field?.label ?? '',
      type: (field?.type ?? 'text') as (typeof BRAND_FIELD_TYPES)[number],
      section: field?.section ?? section,
    },
  });
  const renamed = field !== undefined && watch('name').trim() !== field.name;

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        showSnackbar(field ? `Field “${values.label}” saved` : `Field “${values.label}” added`);
        onDone();
      },
      onError: (error: unknown) => applyServerIssues(error, setError, FIELDS),
    };
    if (field) update.mutate({ id: field.id, body: values }, done);
    else create.mutate(values, done);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormError errors={errors} />
          <FormTextField control={control} name="label" label="Label" required disabled={pending} autoFocus />
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            disabled={pending}
            hint={
              renamed
                ? `Brands keep their values under “${field?.name}”: the renamed field starts empty.`
                : 'The key a brand’s value is kept under: letters, digits, _ and -, starting with a letter.'
            }
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <FormTextField
            control={control}
            name="type"
            label="Type"
            select
            disabled={pending}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {BRAND_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {FIELD_TYPE_LABELS[type]}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="section"
            label="Section"
            select
            disabled={pending}
            hint="Where the field shows in the brand form; a new section puts it last there."
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">No section</option>
            {sections.map((option) => (
              <option key={option.id} value={option.name}>
                {option.label || option.name}
              </option>
            ))}
          </FormTextField>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} pending={pending} />
    </Box>
  );
}
