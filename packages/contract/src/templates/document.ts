import { z } from 'zod/mini';

/**
 * A template as the server keeps it after sanitizing (DESIGN §1.7): a tree of allowlisted SVG
 * elements, split into the definitions every page shares and the pages themselves. The editor's
 * preview and the server's exports serialize the same tree with `renderPageSvg`, so what a member
 * sees is what they download.
 */
export interface SvgElement {
  /** The element's local name, e.g. `rect`, `linearGradient`. */
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}
/** An element, or the text between elements. */
export type SvgNode = SvgElement | string;

export const COLOR_CLASSES = ['accent1', 'accent2', 'light1', 'light2', 'dark1', 'dark2'] as const;
export type ColorClass = (typeof COLOR_CLASSES)[number];
export const isColorClass = (value: string): value is ColorClass =>
  (COLOR_CLASSES as readonly string[]).includes(value);

export const PAGE_UNITS = ['px', 'mm', 'in'] as const;
export type PageUnit = (typeof PAGE_UNITS)[number];

/** `{{name}}` in a text: lowercase letters, digits and underscores, starting with a letter. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}/g;
/** The image slot's address: an `<image href="{{logo}}">` takes the brand's logo. */
export const LOGO_SLOT = '{{logo}}';

// A tree is checked node by node by the server that built it; on the wire it is plain JSON.
const SvgNodesSchema = z.array(z.unknown()) as unknown as z.ZodMiniType<SvgNode[]>;

// Four numbers, checked as an array of four: zod's tuple (and exact-length check) would be the only
// ones of their kind in the web app's first download, which checks answers against the contract.
const ViewBoxSchema = z
  .array(z.number())
  .check(
    z.minLength(4, 'A view box is four numbers'),
    z.maxLength(4, 'A view box is four numbers'),
  ) as unknown as z.ZodMiniType<[number, number, number, number]>;

export const TemplatePageSchema = z.object({
  /** Shown in the editor's page switcher ("Front", "Back"); "Page N" when the SVG names none. */
  name: z.string(),
  nodes: SvgNodesSchema,
});
export type TemplatePage = z.infer<typeof TemplatePageSchema>;

export const TemplateDocumentSchema = z.object({
  /** The trim size of every page, in `unit`. */
  width: z.number(),
  height: z.number(),
  unit: z.enum(PAGE_UNITS),
  /** Bleed on each side, in `unit` (0 when the template has none); artwork may reach into it. */
  bleed: z.number(),
  /** The trim box in user units: min-x, min-y, width, height. */
  view_box: ViewBoxSchema,
  /** Root children every page shares: `<defs>`, `<style>`. */
  defs: SvgNodesSchema,
  pages: z.array(TemplatePageSchema),
});
export type TemplateDocument = z.infer<typeof TemplateDocumentSchema>;

/** Millimetres per unit, to compare sizes and place bleed. */
export const MM_PER_UNIT: Record<PageUnit, number> = { mm: 1, in: 25.4, px: 25.4 / 96 };
