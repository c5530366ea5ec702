import { Box, Stack, Typography } from '@mui/material';
import type { SampleImage } from '@stockroom/contract';
import { useId } from 'react';

interface SampleGalleryProps {
  title: string;
  samples: readonly SampleImage[];
  /** Locked: the gallery says these are samples, and where the full product is asked for. */
  locked: boolean;
  /** For sale: subscribing is one of the ways to ask (the locked panel below offers it). */
  forSale: boolean;
}

/**
 * A product's sample images as a grid of their previews: small copies with "SAMPLE" drawn in,
 * which the server hands to every member who may see the product (decision 0039). Each picture is
 * shown whole, letterboxed on a neutral ground, so that a portrait sample is not cut to the grid.
 */
export function SampleGallery({ title, samples, locked, forSale }: SampleGalleryProps) {
  const headingId = useId();
  if (samples.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ maxWidth: 960 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Samples
      </Typography>
      {locked && (
        <Typography color="text.secondary">
          {`Small, watermarked samples of what this product holds. To get the full-size files, ${
            forSale ? 'subscribe or request access' : 'request access'
          } below.`}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={`Samples from ${title}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 1.5 },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {samples.map((sample, index) => (
          <Box component="li" key={sample.preview_url} sx={{ minWidth: 0 }}>
            <Box
              component="img"
              src={sample.preview_url}
              alt={`Sample ${index + 1} of ${samples.length} from ${title}`}
              loading="lazy"
              decoding="async"
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '3 / 2',
                objectFit: 'contain',
                bgcolor: 'grey.100',
                borderRadius: 1,
              }}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
