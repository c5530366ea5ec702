import { Box, Button, Stack, Typography } from '@mui/material';
import type { Field, Section } from '@stockroom/contract';
import { type JSX, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../../components/form/form-error';
import { applyBrandIssues } from './brand-issues';
import { FieldWidget } from './field-widget';
import { formBlocks } from './form-layout';
import { changedKeys, type FormValues, inputName, toBrandValues, toFormValues } from './form-values';

export interface BrandValuesFormProps {
  fields: Field[];
  /** Fields in no section go last, under "Other". */
  sections: Section[];
  /**
   * The brand's values, keys already decoded (brackets restored). Keep the same object while the
   * brand is unchanged: a new one is taken as new values from the server (typed values are kept).
   */
  initialValues: Record<string, string>;
  /** Only the keys changed; '' cleared → null (removes the key). Rejects with the server error on failure. */
  onSubmit: (patch: Record<string, string | null>) => Promise<unknown>;
  submitLabel: string;
  /** Every value as typed, on each change: drives a live preview. */
  onValuesChange?: (values: Record<string, string>) => void;
}

/**
 * The brand form generated from the admin-defined sections and fields: one block per section, each
 * field's widget picked by its type. A failed save keeps everything typed.
 */
export function BrandValuesForm(props: BrandValuesFormProps): JSX.Element {
  const { fields, sections, initialValues, onSubmit, submitLabel, onValuesChange } = props;
  const defaults = useMemo(() => toFormValues(fields, initialValues), [fields, initialValues]);
  // What the brand holds as far as this form knows: the values it opened with, then each save's.
  const baseline = useRef(defaults);
  const form = useForm<FormValues>({ defaultValues: defaults, mode: 'onTouched' });
  const { control, handleSubmit, reset, setError, watch, formState } = form;
  const [uploads, setUploads] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1))), []);

  // New values from outside (another brand, a refetch) replace what was saved, never what is typed.
  useEffect(() => {
    baseline.current = defaults;
    reset(defaults, { keepDirtyValues: true });
  }, [defaults, reset]);

  const latest = useRef({ fields, initialValues, onValuesChange });
  latest.current = { fields, initialValues, onValuesChange };
  useEffect(() => {
    const subscription = watch((values) => {
      const { fields: shown, initialValues: initial, onValuesChange: report } = latest.current;
      report?.(toBrandValues(shown, values as FormValues, initial));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    const patch = changedKeys(fields, values, baseline.current);
    if (Object.keys(patch).length === 0) return;
    try {
      await onSubmit(patch);
      baseline.current = values;
      reset(values);
    } catch (error) {
      applyBrandIssues(error, setError, fields);
    }
  });

  const blocks = formBlocks(fields, sections);
  const indexOf = new Map(fields.map((field, index) => [field, index]));
  const saving = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <FormError errors={formState.errors} />
        {blocks.length === 0 && (
          <Typography color="text.secondary">No brand fields are defined yet: an administrator adds them.</Typography>
        )}
        {blocks.map((block) => (
          <Box component="section" key={block.key} aria-label={block.heading}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              {block.heading}
            </Typography>
            <Stack spacing={2}>
              {block.fields.map((field) => (
                <FieldWidget
                  key={field.id}
                  control={control}
                  name={inputName(indexOf.get(field) ?? 0)}
                  field={field}
                  label={field.label || field.name || ''}
                  disabled={saving}
                  onBusyChange={onBusyChange}
                />
              ))}
            </Stack>
          </Box>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saving || uploads > 0 || !formState.isDirty}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
