/**
 * Bounding boxes of SVG shapes, near enough for telling what lies under a text: a path by its
 * points (end and control points), a transform by its translations only.
 */
import type { SvgElement } from './document';

/** Containers and resources that are not drawn where they stand. */
export const NOT_DRAWN = new Set([
  'defs',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'marker',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'title',
  'desc',
  'metadata',
  'script',
  'foreignObject',
]);

export function number(value: string | undefined, reference = 0): number {
  if (value === undefined) return 0;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) return 0;
  return value.trim().endsWith('%') ? (parsed * reference) / 100 : parsed;
}

/** The first of a list of coordinates (`x="10 20 30"` places the first glyph at 10). */
export const firstNumber = (value: string | undefined) => number(value?.trim().split(/[\s,]+/)[0]);

export function fraction(value: string | undefined): number {
  if (value === undefined) return 1;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) return 1;
  const share = value.trim().endsWith('%') ? parsed / 100 : parsed;
  return Math.min(1, Math.max(0, share));
}

/** The sum of the `translate(...)`s in a transform; other functions are left out. */
export function translation(transform: string | undefined): [number, number] {
  let dx = 0;
  let dy = 0;
  for (const match of (transform ?? '').matchAll(/translate\s*\(([^)]*)\)/g)) {
    const [tx = 0, ty = 0] = match[1]!
      .trim()
      .split(/[\s,]+/)
      .map((v) => Number.parseFloat(v))
      .map((v) => (Number.isFinite(v) ? v : 0));
    dx += tx;
    dy += ty;
  }
  return [dx, dy];
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** Every point a path's commands name (end and control points): their box is the path's, near enough. */
export function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const points: [number, number][] = [];
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const isCommand = (token: string | undefined) => token !== undefined && /^[a-zA-Z]$/.test(token);
  const read = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (isCommand(tokens[i])) command = tokens[i++]!;
    else if (!command) break;
    const relative = command === command.toLowerCase();
    const upper = command.toUpperCase();
    const pair = (): [number, number] => {
      const px = read();
      const py = read();
      return relative ? [x + px, y + py] : [px, py];
    };
    if (upper === 'Z') {
      [x, y] = [startX, startY];
      // Numbers straight after a Z mean nothing; skip them rather than loop on them.
      while (i < tokens.length && !isCommand(tokens[i])) i++;
      continue;
    }
    const pairs = upper === 'C' ? 3 : upper === 'S' || upper === 'Q' ? 2 : 1;
    let end: [number, number];
    if (upper === 'H') end = [relative ? x + read() : read(), y];
    else if (upper === 'V') end = [x, relative ? y + read() : read()];
    else if (upper === 'A') {
      i += 5; // radii, rotation and the two flags
      end = pair();
    } else {
      for (let n = 1; n < pairs; n++) {
        const control = pair();
        if (Number.isNaN(control[0]) || Number.isNaN(control[1])) return points;
        points.push(control);
      }
      end = pair();
    }
    if (Number.isNaN(end[0]) || Number.isNaN(end[1])) return points;
    points.push(end);
    [x, y] = end;
    if (upper === 'M') {
      [startX, startY] = end;
      // Further pairs after a moveto are linetos.
      command = relative ? 'l' : 'L';
    }
  }
  return points;
}

export function boxOf(points: [number, number][]) {
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** A shape's own bounding box, before any translation; null for what draws no area. */
export function shapeBox(element: SvgElement, viewBox: readonly number[]) {
  const a = element.attrs;
  const [, , width = 0, height = 0] = viewBox;
  switch (element.name) {
    case 'rect':
    case 'image': {
      const x = number(a.x, width);
      const y = number(a.y, height);
      return { x0: x, x1: x + number(a.width, width), y0: y, y1: y + number(a.height, height) };
    }
    case 'circle': {
      const r = number(a.r, Math.hypot(width, height) / Math.SQRT2);
      const cx = number(a.cx, width);
      const cy = number(a.cy, height);
      return { x0: cx - r, x1: cx + r, y0: cy - r, y1: cy + r };
    }
    case 'ellipse': {
      const cx = number(a.cx, width);
      const cy = number(a.cy, height);
      const rx = number(a.rx, width);
      const ry = number(a.ry, height);
      return { x0: cx - rx, x1: cx + rx, y0: cy - ry, y1: cy + ry };
    }
    case 'path':
      return boxOf(pathPoints(a.d ?? ''));
    case 'polygon': {
      const values = (a.points ?? '').match(NUMBER)?.map(Number) ?? [];
      const points: [number, number][] = [];
      for (let n = 0; n + 1 < values.length; n += 2) points.push([values[n]!, values[n + 1]!]);
      return boxOf(points);
    }
    default:
      return null;
  }
}
