/**
 * Where a photo is drawn in its frame (decision 0024): scaled to cover the frame, then `zoom` times
 * larger, and shifted by `x`/`y` — the share of what overflows the frame that lies left of and
 * above it. Every value in range keeps the frame covered, so a photo can never leave its frame.
 */
export const PHOTO_ZOOM_MAX = 5;

export interface PhotoPan {
  /** 1 (just covers the frame) to PHOTO_ZOOM_MAX. */
  zoom: number;
  /** 0 to 1: 0 shows the photo's left (top) edge, 1 its right (bottom) edge, 0.5 its centre. */
  x: number;
  y: number;
}
export const CENTRED: PhotoPan = { zoom: 1, x: 0.5, y: 0.5 };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
const round = (value: number) => Math.round(value * 1000) / 1000;

export function photoPlacement(frame: Rect, natural: { width: number; height: number }, pan: PhotoPan): Rect {
  const zoom = clamp(pan.zoom, 1, PHOTO_ZOOM_MAX);
  const cover = Math.max(frame.width / natural.width, frame.height / natural.height);
  const width = natural.width * cover * zoom;
  const height = natural.height * cover * zoom;
  return {
    x: round(frame.x - (width - frame.width) * clamp(pan.x, 0, 1)),
    y: round(frame.y - (height - frame.height) * clamp(pan.y, 0, 1)),
    width: round(width),
    height: round(height),
  };
}

/**
 * The pan after dragging by (dx, dy) in frame units: the share moves against the drag, so the
 * photo follows the pointer, and stays in range.
 */
export function panBy(frame: Rect, natural: { width: number; height: number }, pan: PhotoPan, dx: number, dy: number) {
  const drawn = photoPlacement(frame, natural, pan);
  const spareX = drawn.width - frame.width;
  const spareY = drawn.height - frame.height;
  return {
    zoom: pan.zoom,
    x: spareX > 0 ? clamp(pan.x - dx / spareX, 0, 1) : 0.5,
    y: spareY > 0 ? clamp(pan.y - dy / spareY, 0, 1) : 0.5,
  };
}
