import { Box, Link, Stack, Typography } from '@mui/material';
import type { FileKind, StoredFile } from '@stockroom/contract';
import { type Ref, useId, useState } from 'react';
import { UploadControls } from '../../../components/upload/upload-controls';

export interface FileUploadFieldProps {
  kind: FileKind;
  /** "Thumbnail", "Article PDF": the field's name, also used in its buttons. */
  label: string;
  /** The stored path the product field holds, or ''. */
  value: string;
  onChange: (path: string) => void;
  /** The value the product had when the form opened, and the signed address a read gave for it. */
  saved: { value: string; url: string };
  onBusyChange: (busy: boolean) => void;
  /** Shows the file as an image rather than as a link. */
  image?: boolean;
  /** False when the label is shown above the field already. */
  heading?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

const isHttps = (value: string) => /^https:\/\//i.test(value);

/** Upload, replace or remove one file, with a progress bar and a preview of what is stored. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { kind, label, value, onChange, saved, onBusyChange, image, heading = true, error, hint, disabled } = props;
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const labelId = useId();
  const noun = label.toLowerCase();

  const url =
    value === ''
      ? ''
      : value === uploaded?.path
        ? uploaded.url
        : value === saved.value
          ? saved.url
          : isHttps(value)
            ? value
            : '';
  const fileName = value === uploaded?.path ? uploaded.name : `Current ${noun}`;

  return (
    <Stack
      spacing={1}
      role="group"
      aria-labelledby={heading ? labelId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading && (
        <Typography id={labelId} variant="subtitle2" component="h4">
          {label}
        </Typography>
      )}
      {url && image && (
        <Box
          component="img"
          src={url}
          alt={`${label} preview`}
          sx={{
            maxWidth: '100%',
            width: 240,
            maxHeight: 180,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {url && !image && (
        <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
          {fileName}
        </Link>
      )}
      {value && !url && <Typography variant="body2">{`${label} set; it shows once saved.`}</Typography>}
      <UploadControls
        kind={kind}
        label={label}
        value={value}
        onChange={onChange}
        onUploaded={setUploaded}
        onBusyChange={onBusyChange}
        error={error}
        hint={hint}
        disabled={disabled}
        buttonRef={props.buttonRef}
      />
    </Stack>
  );
}
