import { FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { isStoredFileKey } from '@stockroom/contract';
import { type Ref, useRef, useState } from 'react';
import { FileUploadField } from './file-upload-field';

type Source = 'file' | 'link';

/** A stored bundle reads back as a signed address under /files/bundles/; anything else is someone's link. */
const sourceOf = (value: string): Source =>
  value === '' || isStoredFileKey(value) || /\/files\/bundles\//.test(value) ? 'file' : 'link';

interface BundleFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  saved: string;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** The download bundle: an uploaded ZIP or PDF, or an address elsewhere. */
export function BundleField({
  value,
  onChange,
  onBlur,
  saved,
  onBusyChange,
  error,
  disabled,
  inputRef,
}: BundleFieldProps) {
  const [source, setSource] = useState<Source>(() => sourceOf(value));
  // Switching back and forth keeps what each source held.
  const kept = useRef<Record<Source, string>>({ file: '', link: '' });

  const switchTo = (next: Source) => {
    kept.current[source] = value;
    setSource(next);
    onChange(kept.current[next]);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        Bundle
      </Typography>
      <RadioGroup
        row
        aria-label="Bundle source"
        value={source}
        onChange={(event) => switchTo(event.target.value as Source)}
      >
        <FormControlLabel value="file" control={<Radio />} label="Upload a file" disabled={disabled} />
        <FormControlLabel value="link" control={<Radio />} label="Link to an address" disabled={disabled} />
      </RadioGroup>
      {source === 'file' ? (
        <FileUploadField
          kind="bundle"
          label="Bundle"
          heading={false}
          value={value}
          onChange={onChange}
          saved={{ value: saved, url: saved }}
          onBusyChange={onBusyChange}
          error={error}
          hint="A ZIP or PDF members download, up to 200 MB."
          disabled={disabled}
        />
      ) : (
        <TextField
          label="Bundle address"
          type="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error ?? 'An https:// address where members download the bundle.'}
          disabled={disabled}
          fullWidth
        />
      )}
    </Stack>
  );
}
