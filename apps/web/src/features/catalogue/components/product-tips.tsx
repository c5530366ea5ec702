import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Product } from '@stockroom/contract';

const tipsOf = (p: Product) =>
  [
    { title: p.first_tip_success_title, description: p.first_tip_success_description },
    { title: p.second_tip_success_title, description: p.second_tip_success_description },
    { title: p.third_tip_success_title, description: p.third_tip_success_description },
  ].filter((tip) => tip.title || tip.description);

/** The product's tips for success, those the administrator filled in. */
export function ProductTips({ product }: { product: Product }) {
  const tips = tipsOf(product);
  if (tips.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="tips-heading" sx={{ mt: 4 }}>
      <Typography id="tips-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Tips for success
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {tips.map((tip, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three tips keep their order and have no id
          <Paper key={i} variant="outlined" sx={{ p: 2, flex: 1 }}>
            {tip.title && (
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {tip.title}
              </Typography>
            )}
            {tip.description && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {tip.description}
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
