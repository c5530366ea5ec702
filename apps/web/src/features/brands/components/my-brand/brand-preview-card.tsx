import { Box, Stack, Typography } from '@mui/material';
import type { Field } from '@stockroom/contract';
import { isHexColor } from '@stockroom/contract';
import { imageAddress } from '../brand-form/image-address';
import { flyerContent } from './preview-values';

/** The brand as a flyer would show it, from the values as typed (before they are saved). */
export function BrandPreviewCard({ fields, values }: { fields: Field[]; values: Record<string, string> }) {
  const flyer = flyerContent(fields, values);
  const { dark, light, accent } = flyer.colors;
  const logo = imageAddress(flyer.logo);
  return (
    <Stack component="section" aria-labelledby="brand-preview-heading" spacing={1}>
      <Typography id="brand-preview-heading" variant="subtitle1" component="h3">
        Preview
      </Typography>
      <Box
        data-testid="brand-preview"
        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', boxShadow: 1 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', bgcolor: dark, color: light, p: 2 }}>
          {logo && (
            <Box
              component="img"
              src={logo}
              alt="Logo"
              sx={{ height: 48, maxWidth: 120, objectFit: 'contain', bgcolor: light, borderRadius: 1, p: 0.5 }}
            />
          )}
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
            {flyer.name || 'Company name'}
          </Typography>
        </Stack>
        <Box sx={{ bgcolor: light, color: dark, px: 2, py: 3 }}>
          <Typography variant="body1" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            {flyer.tagline || 'Your tagline'}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ bgcolor: accent, color: light, px: 2, py: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {flyer.phone || 'Phone'}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {flyer.website.replace(/^https?:\/\//i, '') || 'Web address'}
          </Typography>
        </Stack>
      </Box>
      {flyer.swatches.length > 0 && (
        <Box
          component="ul"
          aria-label="Brand colours"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {flyer.swatches.map((swatch) => (
            <Box component="li" key={swatch.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                aria-hidden
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: isHexColor(swatch.value) ? swatch.value : 'transparent',
                }}
              />
              <Typography variant="caption">
                {swatch.label} {swatch.value || 'not set'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
