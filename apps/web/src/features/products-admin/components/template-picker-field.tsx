import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { TemplateSummary } from '@stockroom/contract';
import type { Ref } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { formatTemplateSize } from '../../../lib/template-size';
import { useTemplateOptions } from '../api/template-options';

interface TemplatePickerFieldProps {
  /** The template's id ('' for none): the product's design_huddle_template_id. */
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  disabled: boolean;
}

/** The first page in neutral colours, small. */
function TemplateThumb({ template }: { template: TemplateSummary }) {
  return (
    <Box
      component="img"
      src={template.preview_url}
      alt=""
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 0.5, flexShrink: 0 }}
    />
  );
}

function TemplateLine({ template }: { template: TemplateSummary }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TemplateThumb template={template} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatTemplateSize(template)}
          {template.page_names.length > 1 && ` · ${template.page_names.length} pages`}
        </Typography>
      </Box>
    </Stack>
  );
}

const HINT = 'The template members customize in their brand. Upload templates under Admin › Templates.';

/** Which template a template product is made from: each shown by name, size and a small preview. */
export function TemplatePickerField({ value, onChange, onBlur, inputRef, error, disabled }: TemplatePickerFieldProps) {
  const templates = useTemplateOptions(true);
  const options = templates.data ?? [];
  const chosen = options.find((template) => template.id === value) ?? null;
  // An id that names no template (deleted, or typed before templates existed) is said, not hidden.
  const unknown = value !== '' && templates.isSuccess && chosen === null;
  return (
    <Stack spacing={1}>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_event, next) => onChange(next?.id ?? '')}
        onBlur={onBlur}
        disabled={disabled}
        loading={templates.isPending}
        getOptionLabel={(template) => template.name}
        isOptionEqualToValue={(option, picked) => option.id === picked.id}
        noOptionsText="No templates yet"
        renderOption={({ key, ...props }, template) => (
          <Box component="li" key={key} {...props}>
            <TemplateLine template={template} />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Template"
            inputRef={inputRef}
            error={error !== undefined}
            helperText={error ?? (chosen ? undefined : HINT)}
          />
        )}
      />
      {chosen && <TemplateLine template={chosen} />}
      {unknown && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => onChange('')}>
              Clear
            </Button>
          }
        >
          This product names a template that does not exist ({value}). Choose one of the templates.
        </Alert>
      )}
      {templates.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void templates.refetch()}>
              Try again
            </Button>
          }
        >
          Templates could not be read: {errorMessage(templates.error)}
        </Alert>
      )}
    </Stack>
  );
}
