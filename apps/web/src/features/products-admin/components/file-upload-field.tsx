import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, LinearProgress, Link, Stack, Typography } from '@mui/material';
import type { FileKind, StoredFile } from '@stockroom/contract';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { acceptAttribute } from '../../../lib/upload-file';
import { useFileUpload } from './use-file-upload';

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
  const { state, start, cancel } = useFileUpload(kind, (file) => {
    setUploaded(file);
    onChange(file.path);
  });
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = state.status === 'uploading';
  const noun = label.toLowerCase();

  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  useEffect(() => {
    onBusyRef.current(busy);
  }, [busy]);
  // Going away cancels the upload (useFileUpload), so the form must stop waiting for it.
  useEffect(() => () => onBusyRef.current(false), []);

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
  const problem = state.status === 'failed' ? `${state.name}: ${state.message}` : error;

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
      {busy && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(state.fraction * 100)}
            aria-label={`Uploading ${state.name}`}
            sx={{ flex: 1 }}
          />
          <Typography variant="body2" sx={{ minWidth: '4ch' }}>{`${Math.round(state.fraction * 100)}%`}</Typography>
          <Button size="small" onClick={cancel}>
            Cancel upload
          </Button>
        </Stack>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          ref={props.buttonRef}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        >
          {value ? `Replace ${noun}` : `Upload ${noun}`}
        </Button>
        {value && (
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={disabled || busy}
            onClick={() => onChange('')}
          >
            {`Remove ${noun}`}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          aria-label={`${label} file`}
          accept={acceptAttribute(kind)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again after a failure.
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </Stack>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : (
        hint && <FormHelperText>{hint}</FormHelperText>
      )}
    </Stack>
  );
}
