import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import type { FileKind, StoredFile } from '@stockroom/contract';
import { type Ref, useEffect, useRef } from 'react';
import { acceptAttribute } from '../../lib/upload-file';
import { ProgressBar } from '../feedback/progress-bar';
import { useFileUpload } from './use-file-upload';

export interface UploadControlsProps {
  kind: FileKind;
  /** "Thumbnail", "Logo": the field's name, also used in its buttons. */
  label: string;
  /** The stored value, or '' when there is none. */
  value: string;
  onChange: (value: string) => void;
  /** The stored file, as the upload answered it (its signed address, its name). */
  onUploaded?: (file: StoredFile) => void;
  /** Tells the form an upload is on its way, so that it does not save without it. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * Upload, replace or remove one file, with the upload's progress and a way to cancel it, and the
 * field's problem or hint below. The preview of what is stored is the caller's.
 */
export function UploadControls(props: UploadControlsProps) {
  const { kind, label, value, onChange, onBusyChange, error, hint, disabled } = props;
  const onUploadedRef = useRef(props.onUploaded);
  onUploadedRef.current = props.onUploaded;
  const { state, start, cancel } = useFileUpload(kind, (file) => {
    onUploadedRef.current?.(file);
    onChange(file.path);
  });
  const input = useRef<HTMLInputElement>(null);
  const busy = state.status === 'uploading';
  const noun = label.toLowerCase();

  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  useEffect(() => {
    onBusyRef.current(busy);
  }, [busy]);
  // Going away cancels the upload (useFileUpload), so the form must stop waiting for it.
  useEffect(() => () => onBusyRef.current(false), []);

  const problem = state.status === 'failed' ? `${state.name}: ${state.message}` : error;
  return (
    <>
      {busy && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ProgressBar
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
    </>
  );
}
