import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { Button, Stack, Typography } from '@mui/material';
import { CENTRED, type Photo, type PhotoPan, type PhotoSlot, type PhotoValue } from '@stockroom/contract';
import { useState } from 'react';
import { PhotoFramer } from './photo-framer';
import { PhotoPickerDialog } from './photo-picker-dialog';
import { type KnownPhoto, shownPhoto } from './slot-photos';

interface PhotosPanelProps {
  slots: PhotoSlot[];
  values: Record<string, PhotoValue>;
  known: Map<string, KnownPhoto>;
  /** "On Front and Back" for a slot, or ''. */
  where: (slot: PhotoSlot) => string;
  onLive: (slot: string, value: PhotoValue | null) => void;
  onChange: (slot: string, value: PhotoValue, burst?: boolean) => void;
  /** A photo picked in the dialog, so that the editor can draw it. */
  onPicked: (photo: Photo) => void;
  onFocusChange: (slot: string, focused: boolean) => void;
  /** Each framer's element id, when the same slot has two framers on one screen. */
  framerId?: (slot: string) => string;
}

/** Each photo slot: the photo in its frame to pan and zoom, another photo to choose, or the template's back. */
export function PhotosPanel({
  slots,
  values,
  known,
  where,
  onLive,
  onChange,
  onPicked,
  onFocusChange,
  framerId,
}: PhotosPanelProps) {
  const [choosing, setChoosing] = useState<PhotoSlot | null>(null);
  return (
    <Stack spacing={3}>
      {slots.map((slot) => {
        const value = values[slot.name] ?? { photo_id: '', ...CENTRED };
        const photo = shownPhoto(slot, value, known);
        const pan: PhotoPan = { zoom: value.zoom, x: value.x, y: value.y };
        return (
          <Stack key={slot.name} component="section" aria-label={slot.label} spacing={1}>
            <div>
              <Typography variant="subtitle2" component="h3">
                {slot.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[photo.own ? "The template's photo" : 'Your photo', where(slot)].filter(Boolean).join('. ')}
              </Typography>
            </div>
            <PhotoFramer
              slot={slot}
              id={framerId?.(slot.name)}
              photo={photo}
              pan={pan}
              onLive={(next) => onLive(slot.name, next && { ...value, ...next })}
              onCommit={(next, burst) => onChange(slot.name, { ...value, ...next }, burst)}
              onFocusChange={(focused) => onFocusChange(slot.name, focused)}
            />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setChoosing(slot)}>
                Choose a photo
              </Button>
              {!photo.own && (
                <Button startIcon={<RestoreIcon />} onClick={() => onChange(slot.name, { photo_id: '', ...CENTRED })}>
                  Use the template's photo
                </Button>
              )}
            </Stack>
          </Stack>
        );
      })}
      {choosing && (
        <PhotoPickerDialog
          title={`Choose a photo for ${choosing.label}`}
          currentId={values[choosing.name]?.photo_id ?? ''}
          onClose={() => setChoosing(null)}
          onChoose={(photo) => {
            onPicked(photo);
            onChange(choosing.name, { photo_id: photo.id, ...CENTRED });
            setChoosing(null);
          }}
        />
      )}
    </Stack>
  );
}
