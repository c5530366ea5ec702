import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { Photo } from '@stockroom/contract';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../../components/feedback/page-states';
import { errorMessage } from '../../../../lib/api-errors';
import { useCatalogueImages, usePhotoFromProduct } from '../../api/photos';
import { PhotoTiles } from './photo-tiles';

/** How long typing pauses before the catalogue is searched. */
const SEARCH_DELAY_MS = 300;

/** The catalogue's images the member may use: picking one makes it one of their photos, then chooses it. */
export function CatalogueTab({ onChoose }: { onChoose: (photo: Photo) => void }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const images = useCatalogueImages(q);
  const pick = usePhotoFromProduct();

  return (
    <Stack spacing={2}>
      <TextField
        label="Search the catalogue"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {pick.isError && <Alert severity="error">{errorMessage(pick.error)}</Alert>}
      {images.isPending && <Skeleton variant="rounded" height={128} aria-label="Loading the catalogue" />}
      {images.isError && <ErrorState error={images.error} onRetry={() => void images.refetch()} />}
      {images.data?.length === 0 && (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {q ? `No catalogue images match "${q}".` : 'The catalogue has no images you can use yet.'}
          </Typography>
        </Box>
      )}
      {images.data && images.data.length > 0 && (
        <PhotoTiles
          label="Catalogue images"
          tiles={images.data.map((image) => ({ id: image.id, title: image.title, src: image.thumbnail_url }))}
          busyId={pick.isPending ? pick.variables : undefined}
          disabled={pick.isPending}
          onPick={(tile) => pick.mutate(tile.id, { onSuccess: onChoose })}
        />
      )}
    </Stack>
  );
}
