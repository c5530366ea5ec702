import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';

interface ProductThumbnailProps {
  address: string;
  /** The same picture in other pixel densities (`srcset`): a render at a card's size. */
  srcSet?: string;
  /** Height in px, or 'auto' for the image's own proportions (the product page). */
  height: number | 'auto';
}

/**
 * A product's picture, whole — a portrait door hanger or a wide banner is letterboxed on a neutral
 * ground, never cropped to the card — or a neutral placeholder when it has none. Alt text is empty:
 * the title beside it already names the product, and a screen reader would only hear it twice.
 */
export function ProductThumbnail({ address, srcSet, height }: ProductThumbnailProps) {
  if (!address) {
    return (
      <Box
        aria-hidden
        data-testid="thumbnail-placeholder"
        sx={{
          height: height === 'auto' ? 240 : height,
          bgcolor: 'action.hover',
          color: 'text.disabled',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <ImageIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={address}
      srcSet={srcSet}
      alt=""
      loading="lazy"
      sx={{ display: 'block', width: '100%', height, objectFit: 'contain', bgcolor: 'grey.100' }}
    />
  );
}
