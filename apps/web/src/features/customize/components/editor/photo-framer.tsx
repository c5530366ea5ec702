import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Slider, Stack, Typography } from '@mui/material';
import { CENTRED, PHOTO_ZOOM_MAX, type PhotoPan, type PhotoSlot, photoPlacement } from '@stockroom/contract';
import { useId, useRef } from 'react';
import { useFramerGestures } from './use-framer-gestures';

export const photoFramerId = (slot: string) => `photo-slot-${slot}`;

interface PhotoFramerProps {
  slot: PhotoSlot;
  /** The framer's element id, when the same slot has two framers on one screen (photoFramerId by default). */
  id?: string;
  photo: { href: string; width: number; height: number };
  pan: PhotoPan;
  onLive: (pan: PhotoPan | null) => void;
  onCommit: (pan: PhotoPan, burst?: boolean) => void;
  onFocusChange: (focused: boolean) => void;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The slot's frame, in its shape, with the photo in it as the page will show it: drag it (or use the
 * arrow keys) to move it, pinch, turn the wheel or use the slider to zoom. The photo always covers
 * the frame (decision 0024), so no gesture can leave a gap.
 */
export function PhotoFramer({ slot, id, photo, pan, onLive, onCommit, onFocusChange }: PhotoFramerProps) {
  const element = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const frame = { width: slot.width, height: slot.height };
  const natural = { width: photo.width, height: photo.height };
  const gestures = useFramerGestures({ element, frame, natural, pan, onLive, onCommit });
  const drawn = photoPlacement({ x: 0, y: 0, ...frame }, natural, pan);
  const aspect = slot.width / slot.height;
  const setZoom = (zoom: number, commit: boolean) => (commit ? onCommit({ ...pan, zoom }) : onLive({ ...pan, zoom }));
  const centred = pan.zoom === CENTRED.zoom && pan.x === CENTRED.x && pan.y === CENTRED.y;

  return (
    <Stack spacing={1}>
      <Box
        ref={element}
        id={id ?? photoFramerId(slot.name)}
        role="group"
        tabIndex={0}
        aria-label={`Position of the photo in ${slot.label}`}
        aria-describedby={helpId}
        aria-roledescription="photo framer"
        data-zoom={pan.zoom}
        data-x={pan.x}
        data-y={pan.y}
        {...gestures}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          // As wide as the column, but never taller than 220 px.
          width: `min(100%, ${Math.round(220 * aspect)}px)`,
          aspectRatio: `${slot.width} / ${slot.height}`,
          borderRadius: 1,
          bgcolor: 'grey.200',
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
          '&:active': { cursor: 'grabbing' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {photo.href && (
          <Box
            component="img"
            src={photo.href}
            alt=""
            draggable={false}
            sx={{
              position: 'absolute',
              pointerEvents: 'none',
              maxWidth: 'none',
              left: `${(drawn.x / frame.width) * 100}%`,
              top: `${(drawn.y / frame.height) * 100}%`,
              width: `${(drawn.width / frame.width) * 100}%`,
              height: `${(drawn.height / frame.height) * 100}%`,
            }}
          />
        )}
      </Box>
      <Typography id={helpId} variant="caption" color="text.secondary">
        Drag the photo to move it; pinch, scroll or use the slider to zoom. Keys: arrows move it, + and − zoom, 0
        centres it.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ZoomOutIcon aria-hidden color="action" />
        <Slider
          aria-label={`Zoom of the photo in ${slot.label}`}
          min={1}
          max={PHOTO_ZOOM_MAX}
          step={0.05}
          value={pan.zoom}
          valueLabelDisplay="auto"
          valueLabelFormat={percent}
          getAriaValueText={percent}
          onChange={(_, zoom) => setZoom(zoom as number, false)}
          onChangeCommitted={(_, zoom) => {
            onLive(null);
            setZoom(zoom as number, true);
          }}
          sx={{ flex: 1 }}
        />
        <ZoomInIcon aria-hidden color="action" />
      </Stack>
      <Button size="small" onClick={() => onCommit(CENTRED)} disabled={centred} sx={{ alignSelf: 'flex-start' }}>
        Centre the photo
      </Button>
    </Stack>
  );
}
