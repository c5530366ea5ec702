import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { type ColorClass, HEX_COLOR_PATTERN } from '@stockroom/contract';
import { useId, useState } from 'react';
import {
  BELOW_MINIMUM,
  contrastRatio,
  formatRatio,
  HARD_TO_READ,
  isReadable,
  READABLE,
} from '../../../../lib/contrast';
import { colorLabel } from './labels';

/** A colour's control group, for a finding or an error that points at it. */
export const colorFieldId = (name: string) => `color-field-${name}`;

interface ColorFieldProps {
  name: ColorClass;
  value: string;
  onChange: (color: string) => void;
  /** The text colours the layout puts on this colour, each with its current value, to check on it. */
  textColors: { name: ColorClass; color: string }[];
}

/**
 * One colour class: the browser's colour picker and the colour as #rrggbb, kept in step (the text
 * changes the colour only once it is a whole one), with the contrast of each text colour the layout
 * puts on it, by the same rule as My brand's checks.
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
    <Box
      id={colorFieldId(name)}
      role="group"
      aria-label={label}
      sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
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
            height: 44,
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
      {textColors.length > 0 && <ContrastChecks id={contrastId} textColors={textColors} background={value} />}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const verdictSx = { mt: 0.75, display: 'flex', gap: 0.5, alignItems: 'flex-start' } as const;

interface ContrastChecksProps {
  id: string;
  textColors: { name: ColorClass; color: string }[];
  background: string;
}

/** Each text colour on this one as a sample with its ratio, then the ones below 4.5:1 named. */
function ContrastChecks({ id, textColors, background }: ContrastChecksProps) {
  const checks = textColors.flatMap((text) => {
    const ratio = contrastRatio(text.color, background);
    return ratio === null ? [] : [{ ...text, ratio, poor: !isReadable(ratio) }];
  });
  const poor = checks.filter((check) => check.poor);
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Box
        component="ul"
        aria-label="Contrast of the text colours"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {checks.map((check) => (
          <Box
            component="li"
            key={check.name}
            title={`${colorLabel(check.name)} text on this colour: ${formatRatio(check.ratio)}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              pr: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: check.poor ? 'warning.main' : 'divider',
            }}
          >
            <ColorSample text={check.color} background={background} />
            <Typography aria-hidden variant="caption" sx={{ color: check.poor ? 'warning.dark' : 'text.secondary' }}>
              {formatRatio(check.ratio).replace(':1', '')}
            </Typography>
            {check.poor && <WarningAmberIcon aria-hidden sx={{ fontSize: 14, color: 'warning.dark' }} />}
            <Box component="span" sx={visuallyHidden}>
              {`${colorLabel(check.name)} text: ${formatRatio(check.ratio)}${check.poor ? `, ${BELOW_MINIMUM}` : ''}`}
            </Box>
          </Box>
        ))}
      </Box>
      {poor.length > 0 ? (
        <Typography variant="body2" sx={{ ...verdictSx, color: 'warning.dark' }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          {`${HARD_TO_READ} on this colour (${BELOW_MINIMUM}): ${poor.map((check) => colorLabel(check.name)).join(', ')} text`}
        </Typography>
      ) : (
        checks.length > 0 && (
          <Typography variant="body2" sx={{ ...verdictSx, color: 'success.dark' }}>
            <CheckCircleOutlineIcon fontSize="small" aria-hidden />
            {READABLE}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * "Aa" in the text colour on the background colour. A picture of the pair, drawn as SVG: it shows
 * a poor pair on purpose, and text that says so sits beside it.
 */
function ColorSample({ text, background }: { text: string; background: string }) {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 28 22"
      sx={{ width: 28, height: 22, display: 'block', borderRadius: '3px 0 0 3px' }}
    >
      <rect width="28" height="22" fill={background} />
      <text x="14" y="15.5" textAnchor="middle" fontSize="12" fontWeight="700" fill={text} fontFamily="inherit">
        Aa
      </text>
    </Box>
  );
}
