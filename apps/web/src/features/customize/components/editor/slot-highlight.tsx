import { Box } from '@mui/material';

/** A rectangle in CSS pixels from a page frame's top left corner. */
export interface HighlightRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The slots a preview element shows: a boxed text's `data-slots`, or a slot's `data-slot`. */
export function slotsOfElement(element: Element): string[] {
  const slots = element.getAttribute('data-slots');
  if (slots !== null) return slots.split(' ').filter(Boolean);
  const slot = element.getAttribute('data-slot');
  return slot ? [slot] : [];
}

/** The nearest element of the preview that shows a slot, from where a click landed. */
export const slotElementAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('[data-slots], [data-slot]') : null;

/** A photo slot's frame: the rectangle of the clip path its image is drawn through. */
function photoFrameBox(image: SVGGraphicsElement) {
  const rect = image.parentElement?.parentElement?.querySelector('clipPath > rect');
  if (!rect) return null;
  const number = (name: string) => Number(rect.getAttribute(name) ?? 0);
  return { x: number('x'), y: number('y'), width: number('width'), height: number('height') };
}

/**
 * Where the elements that show any of `names` are drawn in a page's frame, in CSS pixels: a text's
 * ink (getBBox), a photo's frame; mapped through each one's transforms to the screen. Empty where the
 * browser lays nothing out (jsdom).
 */
export function slotRects(frame: HTMLElement, names: string[]): HighlightRect[] {
  const svg = frame.querySelector('svg');
  if (!svg || names.length === 0) return [];
  const origin = frame.getBoundingClientRect();
  const rects: HighlightRect[] = [];
  for (const element of svg.querySelectorAll<SVGGraphicsElement>('[data-slots], [data-slot]')) {
    if (!slotsOfElement(element).some((name) => names.includes(name))) continue;
    if (typeof element.getBBox !== 'function' || typeof element.getScreenCTM !== 'function') continue;
    let box: { x: number; y: number; width: number; height: number } | null;
    try {
      box = element.localName === 'image' ? photoFrameBox(element) : element.getBBox();
    } catch {
      continue;
    }
    const matrix = element.getScreenCTM();
    if (!box || !matrix || (box.width === 0 && box.height === 0)) continue;
    const corners = [
      [box.x, box.y],
      [box.x + box.width, box.y + box.height],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
    const [a, b] = corners as [DOMPoint, DOMPoint];
    rects.push({
      left: Math.min(a.x, b.x) - origin.left,
      top: Math.min(a.y, b.y) - origin.top,
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    });
  }
  return rects;
}

/** Outlines over the slots being edited: drawn on the preview only, never part of an export. */
export function SlotHighlights({ rects }: { rects: HighlightRect[] }) {
  if (rects.length === 0) return null;
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} data-testid="slot-highlights">
      {rects.map((rect) => (
        <Box
          key={`${rect.left},${rect.top},${rect.width},${rect.height}`}
          sx={{
            position: 'absolute',
            left: rect.left - 3,
            top: rect.top - 3,
            width: rect.width + 6,
            height: rect.height + 6,
            border: '2px solid',
            borderColor: 'primary.main',
            borderRadius: 0.5,
            bgcolor: 'rgba(25, 118, 210, 0.08)',
            boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.9)',
          }}
        />
      ))}
    </Box>
  );
}
