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
import { firstNumber, fraction, NOT_DRAWN, number, shapeBox, translation } from './shape-bounds';

export interface TextBackgroundPair {
  text: ColorClass;
  background: ColorClass;
}

/** One text (or one of its `<tspan>`s) painted with a colour class, and the classes drawn under it. */
export interface TextOnBackgrounds {
  /** The page's index. */
  page: number;
  /** The `<text>` it is, or is part of. */
  element: SvgElement;
  text: ColorClass;
  /** Topmost first; empty when only images, fixed colours or nothing lie beneath. */
  backgrounds: ColorClass[];
}

/** Below this opacity a shape is a tint, not a background. */
const TINT_OPACITY = 0.5;
/** How deep `<use>` may nest before it is taken for a loop. */
const MAX_USE_DEPTH = 8;

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
  const pairs = new Map<string, TextBackgroundPair>();
  for (const { text, backgrounds } of textBackgrounds(document)) {
    for (const background of backgrounds) pairs.set(`${text}/${background}`, { text, background });
  }
  const order = (name: ColorClass) => COLOR_CLASSES.indexOf(name);
  return [...pairs.values()].sort((a, b) => order(a.background) - order(b.background) || order(a.text) - order(b.text));
}

/** Each text painted with a colour class, page by page, with the colour classes beneath it. */
export function textBackgrounds(document: TemplateDocument): TextOnBackgrounds[] {
  const byId = new Map<string, SvgElement>();
  const index = (node: SvgNode) => {
    if (typeof node === 'string') return;
    if (node.attrs.id && !byId.has(node.attrs.id)) byId.set(node.attrs.id, node);
    for (const child of node.children) index(child);
  };
  for (const node of document.defs) index(node);
  for (const page of document.pages) for (const node of page.nodes) index(node);

  const found: TextOnBackgrounds[] = [];

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

  document.pages.forEach((page, pageIndex) => {
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

    const drawText = (
      element: SvgElement,
      owner: SvgElement,
      context: Context,
      anchorX: number,
      anchorY: number,
      width: number,
    ) => {
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
        const backgrounds = classesUnder(backdrops, y, span);
        found.push({ page: pageIndex, element: owner, text: context.fill.name, backgrounds });
      }
      for (const child of element.children) {
        if (typeof child === 'string' || !['tspan', 'textPath'].includes(child.name)) continue;
        drawText(child, owner, inherit(child, { ...context, anchor }), x, y, boxWidth);
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
        drawText(node, node, context, context.dx, context.dy, 0);
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
  });
  return found;
}

function anchorOf(value: string | undefined, inherited: Anchor): Anchor {
  return value === 'start' || value === 'middle' || value === 'end' ? value : inherited;
}
