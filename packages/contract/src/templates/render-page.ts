import {
  isColorClass,
  LOGO_SLOT,
  PLACEHOLDER_PATTERN,
  type SvgElement,
  type SvgNode,
  type TemplateDocument,
} from './document';
import { fillPlaceholders, fittedText, inheritedBy, photoFrame, slotsShownBy } from './render-slots';
import { escapeAttr, escapeText } from './svg-escape';
import type { ThemeValues } from './theme';

export interface RenderPageOptions {
  /** Widen the page by the template's bleed on each side (print-ready exports). */
  bleed?: boolean;
  /** Prefix every id and `#id` reference, so that several pages can share one HTML document. */
  idPrefix?: string;
  /** Omit width and height, so that CSS sizes the preview. */
  fluid?: boolean;
  /**
   * Name on each boxed text the slots it shows (`data-slots="isp phone"`), so that the editor's
   * preview can tell which field a click on it belongs to.
   */
  markSlots?: boolean;
}

/** The paint properties a class sets: `accent1` fills, `stroke-accent1` strokes, `stop-accent1` colours a gradient stop. */
function paintOf(classes: string, colors: ThemeValues['classes']): string {
  const declarations: string[] = [];
  for (const token of classes.split(/\s+/)) {
    const [prefix, name] = token.includes('-') ? token.split('-', 2) : ['fill', token];
    if (!name || !isColorClass(name)) continue;
    const property =
      prefix === 'fill' ? 'fill' : prefix === 'stroke' ? 'stroke' : prefix === 'stop' ? 'stop-color' : '';
    const color = colors[name]?.color ?? '';
    // Only a plain #rrggbb reaches the style attribute: nothing else can be smuggled into it.
    if (property && /^#[0-9a-fA-F]{6}$/.test(color)) declarations.push(`${property}:${color}`);
  }
  return declarations.join(';');
}

/** Inline style beats the template's own stylesheet, so a theme colour always wins over the designer's. */
function withPaint(style: string | undefined, paint: string) {
  if (!paint) return style;
  const painted = new Set(paint.split(';').map((d) => d.split(':')[0]));
  const kept = (style ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !painted.has(d.split(':')[0]!.trim()));
  return [...kept, paint].join(';');
}

function prefixReferences(value: string, prefix: string) {
  return value.replace(/url\(\s*#/g, `url(#${prefix}`);
}

/** The state of one page's serialization: the inherited text attributes, and a count for unique ids. */
interface Context {
  theme: ThemeValues;
  options: RenderPageOptions;
  inherited: Record<string, string>;
  ids: { next: number };
}

function openTag(name: string, attrs: Record<string, string>, ctx: Context, out: string[]) {
  const prefix = ctx.options.idPrefix;
  out.push(`<${name}`);
  for (const [key, raw] of Object.entries(attrs)) {
    let value = raw;
    if (prefix) {
      if (key === 'id') value = prefix + value;
      else if ((key === 'href' || key === 'xlink:href') && value.startsWith('#')) value = `#${prefix}${value.slice(1)}`;
      else value = prefixReferences(value, prefix);
    }
    out.push(` ${key}="${escapeAttr(value)}"`);
  }
}

/** A boxed text, fitted: its lines as `<tspan>`s at the size that fits, so no renderer wraps it. */
function writeFittedText(node: SvgElement, attrs: Record<string, string>, ctx: Context, out: string[]) {
  const fitted = fittedText(node, ctx.inherited, ctx.theme.text);
  if (!fitted) return false;
  const { fit, box } = fitted;
  const marked: Record<string, string> = ctx.options.markSlots
    ? { 'data-slots': slotsShownBy(node, ctx.theme.text).join(' ') }
    : {};
  openTag('text', { ...attrs, ...marked, 'font-size': String(fit.fontSize) }, ctx, out);
  out.push('>');
  fit.lines.forEach((line, i) => {
    out.push(`<tspan x="${box.x}" y="${fit.baselines[i]}">${escapeText(line)}</tspan>`);
  });
  out.push('</text>');
  return true;
}

/** A photo slot: the member's photo (or the template's) placed by its pan and zoom, clipped to the frame. */
function writePhoto(node: SvgElement, attrs: Record<string, string>, ctx: Context, out: string[]) {
  const photo = photoFrame(node, ctx.theme.slotPhotos);
  if (!photo) return false;
  const { frame, drawn, href } = photo;
  const clipId = `slot-${node.attrs['data-slot']}-${ctx.ids.next++}`;
  const outer = { ...attrs };
  for (const key of ['x', 'y', 'width', 'height', 'href', 'xlink:href', 'preserveAspectRatio']) delete outer[key];
  const inner: Record<string, string> = { 'data-slot': node.attrs['data-slot'] ?? '' };
  for (const key of Object.keys(outer)) if (key.startsWith('data-')) delete outer[key];
  openTag('g', outer, ctx, out);
  out.push('>');
  openTag('clipPath', { id: clipId }, ctx, out);
  out.push(`><rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}"/></clipPath>`);
  openTag('g', { 'clip-path': `url(#${clipId})` }, ctx, out);
  out.push('>');
  openTag(
    'image',
    {
      ...inner,
      href,
      x: String(drawn.x),
      y: String(drawn.y),
      width: String(drawn.width),
      height: String(drawn.height),
      preserveAspectRatio: 'none',
    },
    ctx,
    out,
  );
  out.push('/></g></g>');
  return true;
}

function serialize(node: SvgNode, ctx: Context, out: string[]) {
  const { theme } = ctx;
  if (typeof node === 'string') {
    out.push(escapeText(fillPlaceholders(node, theme.text)));
    return;
  }
  const attrs = { ...node.attrs };
  for (const key of ['href', 'xlink:href']) {
    if (attrs[key] !== LOGO_SLOT) continue;
    if (!theme.logo) return; // an empty logo slot draws nothing
    attrs[key] = theme.logo;
  }
  if (attrs.class) attrs.style = withPaint(attrs.style, paintOf(attrs.class, theme.classes)) ?? '';
  if (!attrs.style) delete attrs.style;
  if (node.name === 'text' && writeFittedText(node, attrs, ctx, out)) return;
  if (node.name === 'image' && node.attrs['data-slot'] && writePhoto(node, attrs, ctx, out)) return;
  openTag(node.name, attrs, ctx, out);
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  const inherited = ctx.inherited;
  ctx.inherited = inheritedBy(inherited, node);
  for (const child of node.children) serialize(child, ctx, out);
  ctx.inherited = inherited;
  out.push(`</${node.name}>`);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The bleed in the template's user units (its view box may be scaled against its page size). */
export function bleedInUserUnits(document: TemplateDocument) {
  return (document.bleed * document.view_box[2]) / document.width;
}

/**
 * One page of a template as a standalone SVG document in a member's theme: colour classes painted,
 * placeholders filled (as text: a member's `<script>` is shown, never run), the logo slot filled.
 */
export function renderPageSvg(
  document: TemplateDocument,
  pageIndex: number,
  theme: ThemeValues,
  options: RenderPageOptions = {},
) {
  const page = document.pages[pageIndex];
  if (!page) throw new RangeError(`The template has no page ${pageIndex + 1}`);
  const [x, y, w, h] = document.view_box;
  const b = options.bleed ? bleedInUserUnits(document) : 0;
  const pageBleed = options.bleed ? document.bleed : 0;
  const width = round(document.width + 2 * pageBleed);
  const height = round(document.height + 2 * pageBleed);
  const size = options.fluid ? '' : ` width="${width}${document.unit}" height="${height}${document.unit}"`;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${size}`,
    ` viewBox="${round(x - b)} ${round(y - b)} ${round(w + 2 * b)} ${round(h + 2 * b)}">`,
  ];
  const ctx: Context = { theme, options, inherited: {}, ids: { next: 0 } };
  for (const node of document.defs) serialize(node, ctx, out);
  for (const node of page.nodes) serialize(node, ctx, out);
  out.push('</svg>');
  return out.join('');
}

/** Every colour class and placeholder a template uses, and whether it has a logo slot. */
export function templateFeatures(document: TemplateDocument) {
  const classes = new Set<string>();
  const textClasses = new Set<string>();
  const placeholders = new Set<string>();
  let hasLogoSlot = false;
  const visit = (node: SvgNode, inText: boolean) => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(PLACEHOLDER_PATTERN)) placeholders.add(match[1]!);
      return;
    }
    const isText = inText || node.name === 'text' || node.name === 'tspan';
    for (const token of (node.attrs.class ?? '').split(/\s+/)) {
      const name = token.includes('-') ? token.split('-', 2)[1]! : token;
      if (!isColorClass(name)) continue;
      classes.add(name);
      if (isText && !token.includes('-')) textClasses.add(name);
    }
    if (node.attrs.href === LOGO_SLOT || node.attrs['xlink:href'] === LOGO_SLOT) hasLogoSlot = true;
    for (const child of node.children) visit(child, isText);
  };
  for (const node of document.defs) visit(node, false);
  for (const page of document.pages) for (const node of page.nodes) visit(node, false);
  return {
    classes: [...classes].sort(),
    text_classes: [...textClasses].sort(),
    placeholders: [...placeholders].sort(),
    has_logo_slot: hasLogoSlot,
  };
}
