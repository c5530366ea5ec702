import { Box, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useState } from 'react';
import { UploadControls } from '../../../../components/upload/upload-controls';
import { logoAddress } from './logo-address';

/** The logo field's element, for a finding or an error that points at it. */
export const LOGO_FIELD_ID = 'logo-field';

type LogoMode = 'brand' | 'other' | 'none';

interface LogoFieldProps {
  value: string;
  /** The logo of the member's brand ('' when there is none). */
  brandLogo: string;
  onChange: (logo: string) => void;
  onBusyChange: (busy: boolean) => void;
}

const modeOf = (value: string, brandLogo: string): LogoMode =>
  value === '' ? 'none' : value === brandLogo ? 'brand' : 'other';

/** The template's logo slot: the brand's logo, another uploaded image, or none. */
export function LogoField({ value, brandLogo, onChange, onBusyChange }: LogoFieldProps) {
  const [mode, setMode] = useState<LogoMode>(() => modeOf(value, brandLogo));
  const [shown, setShown] = useState(value);
  // A change from elsewhere (a theme, a restored draft) shows as the choice it is.
  if (value !== shown) {
    setShown(value);
    if (modeOf(value, brandLogo) !== 'none' || mode !== 'other') setMode(modeOf(value, brandLogo));
  }
  const address = logoAddress(value);
  // "Another image" changes nothing yet: the logo in use stays (here and in the preview) until the
  // new image has been uploaded, and only then is replaced.
  const choose = (next: LogoMode) => {
    setMode(next);
    if (next === 'brand') onChange(brandLogo);
    if (next === 'none') onChange('');
  };
  const keptUntilUpload = mode === 'other' && value !== '' && value === brandLogo;
  return (
    <Stack id={LOGO_FIELD_ID} spacing={1.5}>
      <RadioGroup
        aria-label="Logo"
        value={mode}
        onChange={(event) => choose(event.target.value as LogoMode)}
        sx={{ flexDirection: 'column' }}
      >
        {brandLogo && <FormControlLabel value="brand" control={<Radio size="small" />} label="My brand's logo" />}
        <FormControlLabel value="other" control={<Radio size="small" />} label="Another image" />
        <FormControlLabel value="none" control={<Radio size="small" />} label="No logo" />
      </RadioGroup>
      {address && (
        <Box
          component="img"
          src={address}
          alt="The logo in use"
          sx={{
            alignSelf: 'flex-start',
            maxWidth: '100%',
            width: 160,
            maxHeight: 80,
            objectFit: 'contain',
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {mode === 'other' && (
        <UploadControls
          kind="brand-image"
          label="Logo"
          value={value === brandLogo ? '' : value}
          onChange={onChange}
          onBusyChange={onBusyChange}
          hint={
            keptUntilUpload
              ? "PNG, JPEG or WebP, at most 5 MB. Your brand's logo stays until the new image is uploaded."
              : 'PNG, JPEG or WebP, at most 5 MB'
          }
        />
      )}
    </Stack>
  );
}
