/**
 * The form that categories and tags share: a name, the slug it makes, two descriptions, the content
 * providers' permissions, and Cancel / Save. This holds the form state and the fields in their
 * order; each feature keeps its own submission (the bodies and the error fields differ) and its own
 * slug display.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import type { CategoryCreateSchema } from '@stockroom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { type Control, Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { formSchemaOptions } from '../../lib/form-messages';
import { ErrorState, LoadingState } from '../feedback/page-states';
import { FormError } from '../form/form-error';
import { FormTextField } from '../form/form-text-field';
import { useDialog } from '../layout/dialog-area';
import { useProviderOptions } from './provider-options';
import { type ProviderOption, ProviderPermissionsField } from './provider-permissions-field';

/** A category's create schema; a tag's has the same fields, so the tag form fits it too. */
type LinkedRecordSchema = typeof CategoryCreateSchema;
export type LinkedRecordValues = z.input<LinkedRecordSchema>;
type LinkedRecordOutput = z.output<LinkedRecordSchema>;

interface SavedRecord {
  name: string;
  description: string;
  description_bold: string;
  content_providers: readonly { id: string; permission: number }[];
}

/** The values of a record being edited, or empty ones for a new record. */
const linkedRecordValues = (record?: SavedRecord): LinkedRecordValues => ({
  name: record?.name ?? '',
  description: record?.description ?? '',
  description_bold: record?.description_bold ?? '',
  content_providers: record?.content_providers.map(({ id, permission }) => ({ id, permission })) ?? [],
});

/**
 * The form state of a new record or one being edited, checked by the record's create schema, with
 * the provider rows for the permission field and the name as typed (for the slug).
 */
export function useLinkedRecordForm(schema: LinkedRecordSchema, record?: SavedRecord) {
  const providers = useProviderOptions();
  const form = useForm({
    resolver: zodResolver(schema, formSchemaOptions),
    defaultValues: linkedRecordValues(record),
  });
  const name = useWatch({ control: form.control, name: 'name' });
  return { form, providers, name };
}

/** A provider deleted since the form opened is no longer a link to keep. */
export function knownLinks<Link extends { id: string }>(
  links: Link[],
  providers: readonly ProviderOption[] | undefined,
): Link[] {
  const known = providers && new Set(providers.map((p) => p.id));
  return known ? links.filter((link) => known.has(link.id)) : links;
}

interface LinkedRecordFieldsProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  control: Control<LinkedRecordValues, unknown, LinkedRecordOutput>;
  errors: FieldErrors<LinkedRecordValues>;
  /** Shown under the name: the address the name makes. */
  slug: ReactNode;
  providers: UseQueryResult<ProviderOption[]>;
  /** What a provider's permission means for this kind of record. */
  providersHint: string;
  saving: boolean;
}

/** The whole form element, shown in the layout's dialog area; Cancel closes the dialog. */
export function LinkedRecordFields({
  onSubmit,
  control,
  errors,
  slug,
  providers,
  providersHint,
  saving,
}: LinkedRecordFieldsProps) {
  const { closeDialog } = useDialog();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
      <Stack spacing={2}>
        <FormError errors={errors} />
        <FormTextField control={control} name="name" label="Name" required autoFocus autoComplete="off" />
        {slug}
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        <FormTextField control={control} name="description_bold" label="Bold description" multiline />
        {providers.isPending && <LoadingState label="Loading content providers" />}
        {providers.isError && <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />}
        {providers.data && (
          <Controller
            control={control}
            name="content_providers"
            render={({ field, fieldState }) => (
              <ProviderPermissionsField
                label="Content providers"
                providers={providers.data}
                value={(field.value ?? []).map(({ id, permission = 1 }) => ({ id, permission }))}
                onChange={field.onChange}
                error={fieldState.error?.message}
                helperText={providersHint}
              />
            )}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={closeDialog}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
