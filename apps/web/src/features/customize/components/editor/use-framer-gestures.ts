import { CENTRED, PHOTO_ZOOM_MAX, type PhotoPan, panBy } from '@stockroom/contract';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';

type Size = { width: number; height: number };

const clampZoom = (zoom: number) => Math.min(PHOTO_ZOOM_MAX, Math.max(1, Math.round(zoom * 1000) / 1000));
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** One arrow key moves the photo this share of the frame (with Shift, four times as far). */
const KEY_STEP = 0.05;
export const ZOOM_STEP = 0.25;

interface FramerGestures {
  element: RefObject<HTMLElement | null>;
  frame: Size;
  natural: Size;
  /** The pan and zoom shown now (the live one during a gesture). */
  pan: PhotoPan;
  /** A gesture's pan and zoom as it goes (null when it ends): drawn at once, not yet a step of history. */
  onLive: (pan: PhotoPan | null) => void;
  /** A finished change; `burst` joins quick key presses or wheel turns into one step of history. */
  onCommit: (pan: PhotoPan, burst?: boolean) => void;
}

/**
 * Pan and zoom a photo in its frame: drag with a mouse, a pen or a finger, pinch or turn the wheel to
 * zoom, or use the keys (arrows move it, + and − zoom, 0 centres it). A drag or a pinch is one step
 * of history, committed when the last finger lifts.
 */
export function useFramerGestures({ element, frame, natural, pan, onLive, onCommit }: FramerGestures) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: PhotoPan; current: PhotoPan; spread: number; spreadZoom: number } | null>(null);
  const latest = useRef({ frame, natural, pan, onLive, onCommit });
  latest.current = { frame, natural, pan, onLive, onCommit };
  const frameRect = { x: 0, y: 0, ...frame };

  /** Frame units per screen pixel. */
  const unitsPerPixel = () => frame.width / (element.current?.getBoundingClientRect().width || frame.width);

  const update = (next: PhotoPan) => {
    if (!gesture.current) return;
    gesture.current.current = next;
    onLive(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      // Later moves come here even off the frame; a pointer the browser no longer tracks cannot be captured.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {}
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!gesture.current) gesture.current = { start: pan, current: pan, spread: 0, spreadZoom: pan.zoom };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      gesture.current.spread = distance(a, b);
      gesture.current.spreadZoom = gesture.current.current.zoom;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last || !gesture.current) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const current = gesture.current.current;
    if (pointers.current.size === 1) {
      const scale = unitsPerPixel();
      update(panBy(frameRect, natural, current, (now.x - last.x) * scale, (now.y - last.y) * scale));
    } else if (pointers.current.size === 2 && gesture.current.spread > 0) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const zoom = clampZoom((gesture.current.spreadZoom * distance(a, b)) / gesture.current.spread);
      update({ ...current, zoom });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size === 1 && gesture.current) gesture.current.spread = 0;
    if (pointers.current.size > 0 || !gesture.current) return;
    const { start, current } = gesture.current;
    gesture.current = null;
    onLive(null);
    if (current.zoom !== start.zoom || current.x !== start.x || current.y !== start.y) onCommit(current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = (event.shiftKey ? 4 : 1) * KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step * frame.width, 0],
      ArrowRight: [step * frame.width, 0],
      ArrowUp: [0, -step * frame.height],
      ArrowDown: [0, step * frame.height],
    };
    const move = moves[event.key];
    let next: PhotoPan | null = null;
    if (move) next = panBy(frameRect, natural, pan, move[0], move[1]);
    else if (event.key === '+' || event.key === '=') next = { ...pan, zoom: clampZoom(pan.zoom + ZOOM_STEP) };
    else if (event.key === '-' || event.key === '_') next = { ...pan, zoom: clampZoom(pan.zoom - ZOOM_STEP) };
    else if (event.key === '0') next = CENTRED;
    if (!next) return;
    event.preventDefault();
    onCommit({ zoom: next.zoom, x: next.x, y: next.y }, true);
  };

  // The wheel zooms the photo rather than scrolling the page: a listener React would make passive.
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { pan: current, onCommit: commit } = latest.current;
      const zoom = clampZoom(current.zoom * Math.exp(-event.deltaY * 0.002));
      if (zoom !== current.zoom) commit({ ...current, zoom }, true);
    };
    target.addEventListener('wheel', onWheel, { passive: false });
    return () => target.removeEventListener('wheel', onWheel);
  }, [element]);

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown };
}
