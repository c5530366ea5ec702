import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { type ColorClass, HEX_COLOR_PATTERN } from '@stockroom/contract';
import { useId, useState } from 'react';
import { contrastRatio, formatRatio, MIN_TEXT_CONTRAST } from './contrast';
import { colorLabel } from './labels';

interface ColorFieldProps {
  name: ColorClass;
  value: string;
  onChange: (color: string) => void;
  /** The template's text colours, each with its current value, to check on this colour. */
  textColors: { name: ColorClass; color: string }[];
}

/**
 * One colour class: the browser's colour picker and the colour as #rrggbb, kept in step (the text
 * changes the colour only once it is a whole one), with the contrast of each text colour on it.
 */
export function ColorField({ name, value, onChange, textColors }: ColorFieldProps) {
  const label = colorLabel(name);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A theme applied from elsewhere replaces what was being typed.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const invalid = !HEX_COLOR_PATTERN.test(draft);
  const contrastId = useId();
  return (
    <Box role="group" aria-label={label} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={`${label}: pick a colour`}
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value)}
          sx={{
            flex: 'none',
            width: 48,
            height: 40,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
          }}
        />
        <TextField
          label={label}
          size="small"
          value={draft}
          onChange={(event) => {
            const next = event.target.value.trim();
            setDraft(next);
            if (HEX_COLOR_PATTERN.test(next)) onChange(next.toLowerCase());
          }}
          onBlur={() => setDraft(value)}
          error={invalid}
          helperText={invalid ? 'Enter a colour as #rrggbb' : undefined}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 7, 'aria-describedby': contrastId } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Stack>
      {textColors.length > 0 && (
        <Box component="ul" id={contrastId} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}>
          {textColors.map((text) => (
            <ContrastLine key={text.name} text={text} background={value} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ContrastLine({ text, background }: { text: { name: ColorClass; color: string }; background: string }) {
  const ratio = contrastRatio(text.color, background);
  if (ratio === null) return null;
  const poor = ratio < MIN_TEXT_CONTRAST;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 32,
          height: 22,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          fontSize: 12,
          fontWeight: 700,
          bgcolor: background,
          color: text.color,
        }}
      >
        Aa
      </Box>
      <Typography variant="body2" sx={{ color: poor ? 'warning.dark' : 'text.secondary' }}>
        {colorLabel(text.name)} text: <strong>{formatRatio(ratio)}</strong>
        {poor && ` (below ${MIN_TEXT_CONTRAST}:1, hard to read)`}
      </Typography>
      {poor && <WarningAmberIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />}
    </Box>
  );
}
