import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-wide error: what the server said that no single field holds. */
export function FormError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
