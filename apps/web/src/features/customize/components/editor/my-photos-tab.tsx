import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, FormHelperText, Skeleton, Stack, Typography } from '@mui/material';
import { PHOTO_ACCEPT, type Photo } from '@stockroom/contract';
import { useRef } from 'react';
import { ErrorState } from '../../../../components/feedback/page-states';
import { ProgressBar } from '../../../../components/feedback/progress-bar';
import { useMemberPhotos } from '../../api/photos';
import { usePhotoUpload } from '../../api/upload-photo';
import { PhotoTiles } from './photo-tiles';

interface MyPhotosTabProps {
  currentId: string;
  onChoose: (photo: Photo) => void;
}

/** The member's photos to choose from, and an upload (which is chosen once it is in). */
export function MyPhotosTab({ currentId, onChoose }: MyPhotosTabProps) {
  const photos = useMemberPhotos();
  const { state, start, cancel } = usePhotoUpload(onChoose);
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.status === 'uploading';
  const percent = uploading ? Math.round(state.fraction * 100) : 0;

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
          sx={{ minHeight: 44 }}
        >
          Upload a photo
        </Button>
        <Typography variant="body2" color="text.secondary">
          JPEG, PNG or WebP, at most 25 MB
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Photo file"
          accept={PHOTO_ACCEPT.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </Stack>
      {uploading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ProgressBar variant="determinate" value={percent} aria-label={`Uploading ${state.name}`} sx={{ flex: 1 }} />
          <Typography variant="body2" sx={{ minWidth: '4ch' }}>{`${percent}%`}</Typography>
          <Button size="small" onClick={cancel}>
            Cancel upload
          </Button>
        </Stack>
      )}
      {state.status === 'failed' && (
        <FormHelperText error role="alert">{`${state.name}: ${state.message}`}</FormHelperText>
      )}
      {photos.isPending && <Skeleton variant="rounded" height={128} aria-label="Loading your photos" />}
      {photos.isError && <ErrorState error={photos.error} onRetry={() => void photos.refetch()} />}
      {photos.data?.length === 0 && !uploading && (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="subtitle1" component="p">
            No photos yet
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Upload a photo of your shop, your team or your work: it stays here for your other projects.
          </Typography>
        </Box>
      )}
      {photos.data && photos.data.length > 0 && (
        <>
          {photos.data.some((photo) => !photo.available) && (
            <Alert severity="info">Greyed photos came from products you can no longer use.</Alert>
          )}
          <PhotoTiles
            label="Your photos"
            tiles={photos.data.map((photo) => ({
              id: photo.id,
              title: photo.name,
              src: photo.preview_url,
              unavailable: photo.available ? undefined : 'no longer available',
            }))}
            currentId={currentId}
            disabled={uploading}
            onPick={(tile) => {
              const photo = photos.data.find((p) => p.id === tile.id);
              if (photo) onChoose(photo);
            }}
          />
        </>
      )}
    </Stack>
  );
}
