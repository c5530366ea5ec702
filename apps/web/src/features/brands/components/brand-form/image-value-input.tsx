import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { UploadControls } from '../../../../components/upload/upload-controls';
import { imageAddress } from './image-address';
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
  const labelId = useId();
  const address = imageAddress(value);
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
          {value ? `${label} set (${value})` : `No ${label.toLowerCase()} yet`}
        </Typography>
      )}
      <UploadControls
        kind="brand-image"
        label={label}
        value={value}
        onChange={onChange}
        onBusyChange={onBusyChange}
        error={error}
        hint="PNG, JPEG or WebP, at most 5 MB"
        disabled={disabled}
      />
    </Stack>
  );
}
