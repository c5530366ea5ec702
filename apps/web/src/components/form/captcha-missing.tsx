import { Typography } from '@mui/material';

/** Shown under the captcha when a form is sent before the check is done. */
export function CaptchaMissing() {
  return (
    <Typography variant="body2" color="error" role="alert">
      Please tick “I'm not a robot” and wait until the check is done.
    </Typography>
  );
}
