import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** The form rule paired with these fields: the confirmation must repeat the password. */
export const confirmMatches = {
  check: (values: { password: string; confirm_password: string }) => values.password === values.confirm_password,
  params: { path: ['confirm_password'], message: 'The passwords do not match' },
};

interface NewPasswordFieldsProps<T extends FieldValues & { password: string; confirm_password: string }, C, O> {
  control: Control<T, C, O>;
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation, as sign-up, reset and change all ask for them. */
export function NewPasswordFields<T extends FieldValues & { password: string; confirm_password: string }, C, O>({
  control,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps<T, C, O>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters; common passwords are refused."
      />
      <FormTextField
        control={control}
        name={'confirm_password' as Path<T>}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
