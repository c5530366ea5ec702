import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContent, Stack } from '@mui/material';
import { type Template, TemplateCreateSchema, type TemplateSummary } from '@stockroom/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { FormDialog, FormDialogActions } from '../../../components/admin/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError } from '../../../lib/api-errors';
import { formSchemaOptions } from '../../../lib/form-messages';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateTemplateMutation } from '../api/create-template';
import { useUpdateTemplateMutation } from '../api/update-template';
import { UploadRefusal } from './refused-list';
import { type ChosenSvg, SvgFileField } from './svg-file-field';

/** Upload a new template, or rename one, or replace one's SVG with a new version. */
export type TemplateDialogTarget =
  | { mode: 'create' }
  | { mode: 'rename'; template: TemplateSummary }
  | { mode: 'replace'; template: TemplateSummary };

const { name, svg } = TemplateCreateSchema.shape;
const SCHEMAS = {
  create: TemplateCreateSchema,
  rename: z.object({ name, svg: z.string() }),
  replace: z.object({ name: z.string(), svg }),
};
type Values = { name: string; svg: string };

const TITLES = { create: 'Upload a template', rename: 'Rename template', replace: 'Replace the SVG' } as const;

/** "Flyer A4.svg" → "Flyer A4": a name to start from. */
const nameFromFile = (fileName: string) =>
  fileName
    .replace(/\.svg$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();

function TemplateForm({ target, onDone }: { target: TemplateDialogTarget; onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const [chosen, setChosen] = useState<ChosenSvg | null>(null);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<Values>({
    resolver: zodResolver(SCHEMAS[target.mode], formSchemaOptions),
    defaultValues: { name: target.mode === 'create' ? '' : target.template.name, svg: '' },
  });

  const onError = (error: unknown) => {
    // A name refused by the server goes on the name field; everything else shows above the form.
    const nameIssue = error instanceof ApiError ? error.body?.issues?.find((i) => i.path === 'name') : undefined;
    if (nameIssue) setError('name', { type: 'server', message: nameIssue.message }, { shouldFocus: true });
  };

  const onSubmit = handleSubmit((values) => {
    create.reset();
    update.reset();
    if (target.mode === 'create') {
      create.mutate(values, {
        onSuccess: (template: Template) => {
          showSnackbar(`“${template.name}” uploaded`);
          onDone();
          navigate(`/admin/templates/${template.id}`);
        },
        onError,
      });
      return;
    }
    const body = target.mode === 'rename' ? { name: values.name } : { svg: values.svg };
    update.mutate(
      { id: target.template.id, body },
      {
        onSuccess: (template) => {
          showSnackbar(
            target.mode === 'rename'
              ? `Renamed “${template.name}”`
              : `“${template.name}” is now version ${template.version}`,
          );
          onDone();
        },
        onError,
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={3}>
          {failure && <UploadRefusal error={failure} />}
          {target.mode !== 'replace' && (
            <FormTextField control={control} name="name" label="Name" disabled={saving} autoComplete="off" required />
          )}
          {target.mode !== 'rename' && (
            <Controller
              control={control}
              name="svg"
              render={({ field, fieldState }) => (
                <SvgFileField
                  chosen={chosen}
                  onChoose={(next) => {
                    setChosen(next);
                    field.onChange(next?.text ?? '');
                    if (next && target.mode === 'create' && !getValues('name')) {
                      setValue('name', nameFromFile(next.fileName), { shouldValidate: formState.isSubmitted });
                    }
                  }}
                  error={fieldState.error?.message}
                  disabled={saving}
                  buttonRef={field.ref}
                  buttonLabel={chosen ? 'Choose another SVG' : 'Choose SVG file'}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onDone} pending={saving} />
    </Stack>
  );
}

/** The template form in a dialog, full screen on a phone. */
export function TemplateFormDialog({ target, onClose }: { target: TemplateDialogTarget | null; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose} maxWidth="sm" title={(shown) => TITLES[shown?.mode ?? 'create']}>
      {(shown) => <TemplateForm key={shown.mode} target={shown} onDone={onClose} />}
    </FormDialog>
  );
}
