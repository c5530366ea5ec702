/**
 * Which colour classes a template puts its text on, read from the layout rather than assumed: the
 * editor checks the contrast of exactly these pairs. A text's background is the topmost shape
 * drawn before it (in document order) under its anchor point, or under the width of its box.
 *
 * Geometry is approximate on purpose: shapes count by their bounding box, only `translate(...)`
 * moves them (any other transform is ignored), and paint comes from colour classes, `fill`, and
 * `url(#gradient)` fills (each of the gradient's `stop-*` classes is a background). A shape less than
 * half opaque only tints what is beneath it and does not count; one at least half opaque counts, and
 * hides what is beneath only when it is wholly opaque. Images count as opaque and of no colour class:
 * the contrast of text on a picture cannot be checked.
 */
import {
  COLOR_CLASSES,
  type ColorClass,
  isColorClass,
  type SvgElement,
  type SvgNode,
  type TemplateDocument,
} from './document';

export interface TextBackgroundPair {
  text: ColorClass;
  background: ColorClass;
}

/** Below this opacity a shape is a tint, not a background. */
const TINT_OPACITY = 0.5;
/** How deep `<use>` may nest before it is taken for a loop. */
const MAX_USE_DEPTH = 8;
/** Containers and resources that are not drawn where they stand. */
const NOT_DRAWN = new Set([
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

type Paint = { kind: 'class'; name: ColorClass } | { kind: 'url'; id: string } | { kind: 'none' } | { kind: 'fixed' };
type Anchor = 'start' | 'middle' | 'end';

interface Context {
  dx: number;
  dy: number;
  fill: Paint;
  /** The product of the element's and its ancestors' `opacity`. */
  opacity: number;
  fillOpacity: number;
  anchor: Anchor;
  depth: number;
}

/** A shape drawn on the page, by its bounding box. */
interface Backdrop {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** The colour classes it shows (several for a gradient; none for a fixed colour or an image). */
  classes: ColorClass[];
  /** Whether it hides what is drawn beneath it. */
  opaque: boolean;
}

function styleOf(attrs: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const declaration of (attrs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) found[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return found;
}

/** A presentation property: inline style first, then the attribute. */
const property = (attrs: Record<string, string>, style: Record<string, string>, name: string) =>
  style[name] ?? attrs[name];

/** The fill a `class` sets: `accent1` or `fill-accent1` (not `stroke-…`, `stop-…`). */
function classFill(attrs: Record<string, string>): ColorClass | undefined {
  for (const token of (attrs.class ?? '').split(/\s+/)) {
    const name = token.startsWith('fill-') ? token.slice(5) : token;
    if (isColorClass(name)) return name;
  }
  return undefined;
}

function paintOf(attrs: Record<string, string>, style: Record<string, string>, inherited: Paint): Paint {
  // The template's class rules (and the theme's inline paint) win over a `fill` attribute.
  const name = classFill(attrs);
  if (name) return { kind: 'class', name };
  const value = property(attrs, style, 'fill')?.trim();
  if (!value || value === 'inherit') return inherited;
  if (value === 'none' || value === 'transparent') return { kind: 'none' };
  const url = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/.exec(value);
  return url ? { kind: 'url', id: url[1]! } : { kind: 'fixed' };
}

function number(value: string | undefined, reference = 0): number {
  if (value === undefined) return 0;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) return 0;
  return value.trim().endsWith('%') ? (parsed * reference) / 100 : parsed;
}

/** The first of a list of coordinates (`x="10 20 30"` places the first glyph at 10). */
const firstNumber = (value: string | undefined) => number(value?.trim().split(/[\s,]+/)[0]);

function fraction(value: string | undefined): number {
  if (value === undefined) return 1;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) return 1;
  const share = value.trim().endsWith('%') ? parsed / 100 : parsed;
  return Math.min(1, Math.max(0, share));
}

/** The sum of the `translate(...)`s in a transform; other functions are left out. */
function translation(transform: string | undefined): [number, number] {
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
function pathPoints(d: string): [number, number][] {
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

function boxOf(points: [number, number][]) {
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** A shape's own bounding box, before any translation; null for what draws no area. */
function shapeBox(element: SvgElement, viewBox: readonly number[]) {
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

/** A horizontal stretch at one height that is still to be explained: what lies under part of a text. */
type Span = [number, number];

const overlaps = ([a, b]: Span, x0: number, x1: number) =>
  a === b ? x0 <= a && a <= x1 : Math.min(b, x1) - Math.max(a, x0) > 0;

function without(spans: Span[], x0: number, x1: number): Span[] {
  return spans.flatMap((span): Span[] => {
    if (!overlaps(span, x0, x1)) return [span];
    const [a, b] = span;
    const left: Span[] = x0 > a && a !== b ? [[a, x0]] : [];
    const right: Span[] = x1 < b && a !== b ? [[x1, b]] : [];
    return [...left, ...right];
  });
}

/** The colour classes of the topmost backdrops under a stretch at height y, shallowest first. */
function classesUnder(backdrops: Backdrop[], y: number, span: Span): ColorClass[] {
  const found: ColorClass[] = [];
  let open: Span[] = [span];
  for (let n = backdrops.length - 1; n >= 0 && open.length > 0; n--) {
    const backdrop = backdrops[n]!;
    if (y < backdrop.y0 || y > backdrop.y1) continue;
    if (!open.some((s) => overlaps(s, backdrop.x0, backdrop.x1))) continue;
    found.push(...backdrop.classes);
    if (backdrop.opaque) open = without(open, backdrop.x0, backdrop.x1);
  }
  return found;
}

const hasOwnText = (element: SvgElement) => element.children.some((c) => typeof c === 'string' && c.trim() !== '');

/**
 * The distinct (text colour class, background colour class) pairs a template's layout draws,
 * page by page: the pairs whose contrast matters.
 */
export function textBackgroundPairs(document: TemplateDocument): TextBackgroundPair[] {
  const byId = new Map<string, SvgElement>();
  const index = (node: SvgNode) => {
    if (typeof node === 'string') return;
    if (node.attrs.id && !byId.has(node.attrs.id)) byId.set(node.attrs.id, node);
    for (const child of node.children) index(child);
  };
  for (const node of document.defs) index(node);
  for (const page of document.pages) for (const node of page.nodes) index(node);

  const pairs = new Map<string, TextBackgroundPair>();
  const addPair = (text: ColorClass, background: ColorClass) =>
    pairs.set(`${text}/${background}`, { text, background });

  /** A gradient's stop classes, following `href` to the gradient that holds the stops. */
  const gradientStops = (id: string, seen = new Set<string>()): { classes: ColorClass[]; opaque: boolean } | null => {
    const gradient = byId.get(id);
    if (!gradient || !/^(linear|radial)Gradient$/.test(gradient.name) || seen.has(id)) return null;
    seen.add(id);
    const stops = gradient.children.filter((c): c is SvgElement => typeof c !== 'string' && c.name === 'stop');
    const href = gradient.attrs.href ?? gradient.attrs['xlink:href'];
    if (stops.length === 0 && href?.startsWith('#')) return gradientStops(href.slice(1), seen);
    const classes: ColorClass[] = [];
    let opaque = true;
    for (const stop of stops) {
      const style = styleOf(stop.attrs);
      const opacity = fraction(property(stop.attrs, style, 'stop-opacity'));
      if (opacity < 1) opaque = false;
      if (opacity < TINT_OPACITY) continue;
      for (const token of (stop.attrs.class ?? '').split(/\s+/)) {
        const name = token.startsWith('stop-') ? token.slice(5) : '';
        if (isColorClass(name) && !classes.includes(name)) classes.push(name);
      }
    }
    return { classes, opaque };
  };

  for (const page of document.pages) {
    const backdrops: Backdrop[] = [];

    const drawShape = (element: SvgElement, context: Context) => {
      const box = shapeBox(element, document.view_box);
      if (!box) return;
      const placed = {
        x0: box.x0 + context.dx,
        x1: box.x1 + context.dx,
        y0: box.y0 + context.dy,
        y1: box.y1 + context.dy,
      };
      if (element.name === 'image') {
        if (context.opacity >= TINT_OPACITY) backdrops.push({ ...placed, classes: [], opaque: context.opacity >= 1 });
        return;
      }
      const visibility = context.opacity * context.fillOpacity;
      if (visibility < TINT_OPACITY || context.fill.kind === 'none') return;
      if (context.fill.kind === 'class') {
        backdrops.push({ ...placed, classes: [context.fill.name], opaque: visibility >= 1 });
        return;
      }
      const stops = context.fill.kind === 'url' ? gradientStops(context.fill.id) : null;
      backdrops.push({
        ...placed,
        classes: stops?.classes ?? [],
        // A pattern or a missing reference is a fill of unknown colour, taken as solid.
        opaque: visibility >= 1 && (stops?.opaque ?? true),
      });
    };

    const drawText = (element: SvgElement, context: Context, anchorX: number, anchorY: number, width: number) => {
      const style = styleOf(element.attrs);
      const attrs = element.attrs;
      const hasX = attrs.x !== undefined;
      const hasY = attrs.y !== undefined;
      const x = hasX ? firstNumber(attrs.x) + context.dx : anchorX;
      const y = hasY ? firstNumber(attrs.y) + context.dy : anchorY;
      const anchor = anchorOf(property(attrs, style, 'text-anchor'), context.anchor);
      const boxWidth = number(attrs['data-width'] ?? attrs['data-max-width']) || (hasX ? 0 : width);
      if (context.fill.kind === 'class' && hasOwnText(element)) {
        const span: Span =
          anchor === 'middle'
            ? [x - boxWidth / 2, x + boxWidth / 2]
            : anchor === 'end'
              ? [x - boxWidth, x]
              : [x, x + boxWidth];
        for (const background of classesUnder(backdrops, y, span)) addPair(context.fill.name, background);
      }
      for (const child of element.children) {
        if (typeof child === 'string' || !['tspan', 'textPath'].includes(child.name)) continue;
        drawText(child, inherit(child, { ...context, anchor }), x, y, boxWidth);
      }
    };

    const inherit = (element: SvgElement, context: Context): Context => {
      const style = styleOf(element.attrs);
      const [dx, dy] = translation(element.attrs.transform);
      const fillOpacity = property(element.attrs, style, 'fill-opacity');
      return {
        ...context,
        dx: context.dx + dx,
        dy: context.dy + dy,
        fill: paintOf(element.attrs, style, context.fill),
        opacity: context.opacity * fraction(property(element.attrs, style, 'opacity')),
        fillOpacity: fillOpacity === undefined ? context.fillOpacity : fraction(fillOpacity),
        anchor: anchorOf(property(element.attrs, style, 'text-anchor'), context.anchor),
      };
    };

    const draw = (node: SvgNode, parent: Context) => {
      if (typeof node === 'string' || NOT_DRAWN.has(node.name)) return;
      const style = styleOf(node.attrs);
      if (property(node.attrs, style, 'display') === 'none') return;
      if (['hidden', 'collapse'].includes(property(node.attrs, style, 'visibility') ?? '')) return;
      const context = inherit(node, parent);
      if (node.name === 'text') {
        drawText(node, context, context.dx, context.dy, 0);
        return;
      }
      if (node.name === 'use') {
        const href = node.attrs.href ?? node.attrs['xlink:href'] ?? '';
        const target = href.startsWith('#') ? byId.get(href.slice(1)) : undefined;
        if (!target || context.depth >= MAX_USE_DEPTH) return;
        const placed = {
          ...context,
          dx: context.dx + number(node.attrs.x),
          dy: context.dy + number(node.attrs.y),
          depth: context.depth + 1,
        };
        // A symbol is drawn through a use as its children would be (its own viewBox is left out).
        if (target.name === 'symbol') for (const child of target.children) draw(child, placed);
        else draw(target, placed);
        return;
      }
      if (node.name === 'svg') {
        const nested = { ...context, dx: context.dx + number(node.attrs.x), dy: context.dy + number(node.attrs.y) };
        for (const child of node.children) draw(child, nested);
        return;
      }
      drawShape(node, context);
      for (const child of node.children) draw(child, context);
    };

    const root: Context = {
      dx: 0,
      dy: 0,
      fill: { kind: 'fixed' },
      opacity: 1,
      fillOpacity: 1,
      anchor: 'start',
      depth: 0,
    };
    for (const node of document.defs) draw(node, root);
    for (const node of page.nodes) draw(node, root);
  }

  const order = (name: ColorClass) => COLOR_CLASSES.indexOf(name);
  return [...pairs.values()].sort((a, b) => order(a.background) - order(b.background) || order(a.text) - order(b.text));
}

function anchorOf(value: string | undefined, inherited: Anchor): Anchor {
  return value === 'start' || value === 'middle' || value === 'end' ? value : inherited;
}
