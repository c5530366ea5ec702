import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { ProgressBar } from '../../../../components/feedback/progress-bar';
import { acceptAttribute } from '../../../../lib/upload-file';
import { imageAddress } from './image-address';
import { useBrandImageUpload } from './use-brand-image-upload';
import type { WidgetProps } from './widget-props';

interface ImageValueInputProps extends WidgetProps {
  /** Tells the form an upload is on its way, so that it does not save without it. */
  onBusyChange: (busy: boolean) => void;
}

/** A brand image (a logo): upload with progress, a preview of the current one, replace and remove. */
export function ImageValueInput(props: ImageValueInputProps) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field: input, fieldState }) => (
        <ImageUpload {...props} value={input.value ?? ''} onChange={input.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

interface ImageUploadProps extends ImageValueInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function ImageUpload({ label, value, onChange, error, disabled, onBusyChange }: ImageUploadProps) {
  const { state, start, cancel } = useBrandImageUpload((file) => onChange(file.path));
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = state.status === 'uploading';
  const noun = label.toLowerCase();
  const address = imageAddress(value);

  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  useEffect(() => onBusyRef.current(busy), [busy]);
  useEffect(() => () => onBusyRef.current(false), []);

  const problem = state.status === 'failed' ? `${state.name}: ${state.message}` : error;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h4">
        {label}
      </Typography>
      {address ? (
        <Box
          component="img"
          src={address}
          alt={`${label} preview`}
          sx={{
            alignSelf: 'flex-start',
            maxWidth: '100%',
            width: 200,
            maxHeight: 120,
            objectFit: 'contain',
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {value ? `${label} set (${value})` : `No ${noun} yet`}
        </Typography>
      )}
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
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || busy}
          onClick={() => picker.current?.click()}
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
          ref={picker}
          type="file"
          hidden
          aria-label={`${label} file`}
          accept={acceptAttribute('brand-image')}
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
        <FormHelperText>PNG, JPEG or WebP, at most 5 MB</FormHelperText>
      )}
    </Stack>
  );
}
