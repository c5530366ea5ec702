import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Stack, Typography } from '@mui/material';
import { contrastRatio, formatRatio, isReadable, MIN_TEXT_CONTRAST, READABLE } from '../../../../lib/contrast';
import { CONTRAST_PAIRS } from './contrast';

/** Each pair templates put text on, with its WCAG 2.1 ratio and a warning when text would be hard to read. */
export function ContrastChecks({ values }: { values: Record<string, string> }) {
  return (
    <Stack component="section" aria-labelledby="contrast-heading" spacing={1}>
      <Typography id="contrast-heading" variant="subtitle1" component="h3">
        Contrast checks
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {CONTRAST_PAIRS.map((pair) => {
          const text = values[pair.text];
          const background = values[pair.background];
          const ratio = contrastRatio(text, background);
          const poor = ratio !== null && !isReadable(ratio);
          return (
            <Box
              component="li"
              key={pair.label}
              aria-label={pair.label}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 44,
                  height: 32,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  fontWeight: 700,
                  bgcolor: ratio === null ? 'action.hover' : background,
                  color: ratio === null ? 'text.disabled' : text,
                }}
              >
                Aa
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">
                  {pair.label} ({pair.text} on {pair.background}):{' '}
                  <strong>{ratio === null ? 'not checked' : formatRatio(ratio)}</strong>
                </Typography>
                {ratio === null && (
                  <Typography variant="body2" color="text.secondary">
                    Set both colours as #rrggbb to check them.
                  </Typography>
                )}
                {poor && (
                  <Typography
                    variant="body2"
                    role="alert"
                    sx={{ color: 'warning.dark', display: 'flex', gap: 0.5, alignItems: 'center' }}
                  >
                    <WarningAmberIcon fontSize="small" aria-hidden />
                    Below {MIN_TEXT_CONTRAST}:1: text in these colours will be hard to read.
                  </Typography>
                )}
                {ratio !== null && !poor && (
                  <Typography
                    variant="body2"
                    sx={{ color: 'success.dark', display: 'flex', gap: 0.5, alignItems: 'center' }}
                  >
                    <CheckCircleOutlineIcon fontSize="small" aria-hidden />
                    {READABLE}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
