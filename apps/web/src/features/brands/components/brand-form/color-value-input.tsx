import { Box, InputAdornment, TextField } from '@mui/material';
import { brandValueProblem, isHexColor } from '@stockroom/contract';
import { Controller } from 'react-hook-form';
import type { WidgetProps } from './widget-props';

/**
 * A colour as #rrggbb: the text, a swatch of it and the browser's colour picker, kept in step. The
 * picker only takes a whole colour, so while the text is not one the picker keeps its last.
 */
export function ColorValueInput({ control, name, field, label, disabled }: WidgetProps) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value) => brandValueProblem(field.type, value ?? '') ?? true }}
      render={({ field: input, fieldState }) => {
        const value: string = input.value ?? '';
        const valid = isHexColor(value);
        return (
          <TextField
            label={label}
            name={input.name}
            value={value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            disabled={disabled}
            autoComplete="off"
            placeholder="#rrggbb"
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? (value === '' ? 'No colour set' : undefined)}
            slotProps={{
              htmlInput: { spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      data-testid={`${label} swatch`}
                      aria-hidden
                      sx={{
                        width: 24,
                        height: 24,
                        borderRadius: 0.5,
                        border: 1,
                        borderColor: 'divider',
                        bgcolor: valid ? value : 'transparent',
                        backgroundImage: valid
                          ? undefined
                          : 'linear-gradient(135deg, transparent 45%, #9e9e9e 45%, #9e9e9e 55%, transparent 55%)',
                      }}
                    />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <Box
                      component="input"
                      type="color"
                      aria-label={`${label}: pick a colour`}
                      disabled={disabled}
                      value={valid ? value.toLowerCase() : '#000000'}
                      onChange={(event) => input.onChange(event.target.value)}
                      sx={{ width: 40, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                    />
                  </InputAdornment>
                ),
              },
            }}
            fullWidth
          />
        );
      }}
    />
  );
}
