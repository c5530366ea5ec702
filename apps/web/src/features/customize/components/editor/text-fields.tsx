import { Stack, TextField } from '@mui/material';
import { THEME_TEXT_MAX } from '@stockroom/contract';
import { placeholderLabel } from './labels';

interface TextFieldsProps {
  placeholders: string[];
  text: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** Placeholder → the names of the pages where its text is wider than its box. */
  tooLong: Map<string, string[]>;
}

/** A field per placeholder of the template, prefilled from the project (the member's brand at first). */
export function TextFields({ placeholders, text, onChange, tooLong }: TextFieldsProps) {
  return (
    <Stack spacing={2}>
      {placeholders.map((name) => {
        const pages = tooLong.get(name);
        return (
          <TextField
            key={name}
            label={placeholderLabel(name)}
            value={text[name] ?? ''}
            onChange={(event) => onChange(name, event.target.value)}
            helperText={
              pages
                ? `Longer than its box${pages.length ? ` on ${pages.join(', ')}` : ''}: shorten it to fit`
                : undefined
            }
            slotProps={{
              htmlInput: { maxLength: THEME_TEXT_MAX },
              formHelperText: { sx: pages ? { color: 'warning.dark' } : undefined },
            }}
            sx={pages ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' } } : undefined}
            autoComplete="off"
            size="small"
            // A brand's text may hold a line break (an address); a one-line input would drop it.
            multiline
            maxRows={4}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}
