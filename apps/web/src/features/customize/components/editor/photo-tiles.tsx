import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';

export interface PhotoTile {
  id: string;
  title: string;
  src: string;
  /** Why it cannot be picked, or undefined. */
  unavailable?: string;
}

interface PhotoTilesProps {
  label: string;
  tiles: PhotoTile[];
  /** The tile in use (a tick), and the tile being fetched (a spinner). */
  currentId?: string;
  busyId?: string;
  disabled?: boolean;
  onPick: (tile: PhotoTile) => void;
}

/** A grid of photos to pick from, each a button named by its title (at least 96 px: a thumb's reach). */
export function PhotoTiles({ label, tiles, currentId, busyId, disabled, onPick }: PhotoTilesProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
      }}
    >
      {tiles.map((tile) => {
        const current = tile.id.toLowerCase() === currentId?.toLowerCase();
        return (
          <Box component="li" key={tile.id}>
            <ButtonBase
              focusRipple
              disabled={disabled || Boolean(tile.unavailable)}
              aria-label={`${tile.title}${current ? ' (in use)' : ''}${tile.unavailable ? ` (${tile.unavailable})` : ''}`}
              onClick={() => onPick(tile)}
              sx={{
                width: '100%',
                display: 'block',
                textAlign: 'left',
                borderRadius: 1,
                border: 2,
                borderColor: current ? 'primary.main' : 'transparent',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                opacity: tile.unavailable ? 0.5 : 1,
              }}
            >
              <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200', borderRadius: 0.5 }}>
                <Box
                  component="img"
                  src={tile.src}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
                />
                {current && (
                  <CheckCircleIcon
                    aria-hidden
                    color="primary"
                    sx={{ position: 'absolute', top: 4, right: 4, bgcolor: '#fff', borderRadius: '50%' }}
                  />
                )}
                {busyId === tile.id && (
                  <CircularProgress
                    size={32}
                    aria-label={`Adding ${tile.title}`}
                    sx={{ position: 'absolute', top: 'calc(50% - 16px)', left: 'calc(50% - 16px)' }}
                  />
                )}
              </Box>
              <Typography variant="caption" noWrap component="p" sx={{ px: 0.5, py: 0.25 }}>
                {tile.title}
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
