import { TextField } from '@mui/material';
import { brandValueProblem } from '@stockroom/contract';
import type { HTMLAttributes } from 'react';
import { Controller } from 'react-hook-form';
import type { WidgetProps } from './widget-props';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

// The input type and keyboard each kind of value needs, and the example shown under it.
const KINDS: Record<string, { type: string; inputMode?: InputMode; autoComplete?: string; hint?: string }> = {
  url: { type: 'url', inputMode: 'url', autoComplete: 'url', hint: 'Starts with https://' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', hint: 'For example name@example.com' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: 'Digits, spaces and + ( ) - .' },
};

/** One line of text, a multiline text, or a web address, e-mail address or phone number with its check. */
export function TextValueInput({ control, name, field, label, disabled }: WidgetProps) {
  const kind = KINDS[field.type ?? ''] ?? { type: 'text' };
  const multiline = field.type === 'long-text';
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value) => brandValueProblem(field.type, value ?? '') ?? true }}
      render={({ field: input, fieldState }) => (
        <TextField
          label={label}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          disabled={disabled}
          type={multiline ? undefined : kind.type}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          autoComplete={kind.autoComplete ?? 'off'}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? kind.hint}
          slotProps={{ htmlInput: { inputMode: kind.inputMode } }}
          fullWidth
        />
      )}
    />
  );
}
