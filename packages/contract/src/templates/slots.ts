/**
 * What a member may change in a template (DESIGN §1.7, decision 0024): text slots (`data-slot` on a
 * `<text>`, and every `{{placeholder}}`, filled from the brand) and photo slots (`data-slot` on an
 * `<image>`). Slots of one name share one value on every page. Everything else is locked.
 */
import { z } from 'zod/mini';
import { PLACEHOLDER_PATTERN, type SvgElement, type SvgNode, type TemplateDocument } from './document';

export const SLOT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const SLOT_LABEL_MAX = 60;

/** The admin's choices for one slot, kept beside the SVG (templates.slot_settings). */
export const SlotSettingSchema = z.object({
  locked: z.optional(z.boolean()),
  label: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a label'),
        z.maxLength(SLOT_LABEL_MAX, `A label is at most ${SLOT_LABEL_MAX} characters`),
      ),
  ),
});
export type SlotSetting = z.infer<typeof SlotSettingSchema>;
export const SlotSettingsSchema = z.record(
  z.string().check(z.regex(SLOT_NAME_PATTERN, 'A slot name is a-z, 0-9 and _')),
  SlotSettingSchema,
);
export type SlotSettings = z.infer<typeof SlotSettingsSchema>;

export const TextSlotSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** The template's own text with its placeholders unfilled; '' for a brand slot. */
  default: z.string(),
  /** A `{{placeholder}}`: filled from the member's brand. */
  brand: z.boolean(),
  /** Locked by the admin: members see its default (a brand slot: the brand's value) and cannot change it. */
  locked: z.boolean(),
  /** The most lines its boxes hold at full size (0 when none of its texts has a box). */
  lines: z.number(),
  /** Indexes of the pages that show it. */
  pages: z.array(z.number()),
});
export type TextSlot = z.infer<typeof TextSlotSchema>;

export const PhotoSlotSchema = z.object({
  name: z.string(),
  label: z.string(),
  pages: z.array(z.number()),
  /** The frame, in the template's user units. */
  width: z.number(),
  height: z.number(),
  /** The template's own photo and its size in pixels. */
  default_href: z.string(),
  natural_width: z.number(),
  natural_height: z.number(),
});
export type PhotoSlot = z.infer<typeof PhotoSlotSchema>;

export const TemplateSlotsSchema = z.object({ texts: z.array(TextSlotSchema), photos: z.array(PhotoSlotSchema) });
export type TemplateSlots = z.infer<typeof TemplateSlotsSchema>;

/** Spec §3's placeholders read as their brand field; any other name reads as its words. */
const KNOWN_LABELS: Record<string, string> = {
  isp: 'Company name',
  url: 'Web address',
  phone: 'Phone',
  email: 'E-mail',
};
export function slotLabel(name: string) {
  const known = KNOWN_LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : name;
}

/** The plain text of a text element (its string children), as the template wrote it. */
export const ownText = (element: SvgElement) =>
  element.children.filter((child): child is string => typeof child === 'string').join('');

const numberAttr = (element: SvgElement, name: string) => {
  const value = Number(element.attrs[name]);
  return Number.isFinite(value) ? value : 0;
};

/** Lines a boxed text holds at full size: `data-lines`, or its height over the line pitch. */
function boxLines(element: SvgElement) {
  const attrs = element.attrs;
  if (attrs['data-width'] === undefined && attrs['data-max-width'] === undefined) return 0;
  if (attrs['data-height'] !== undefined) {
    const pitch = (Number(attrs['data-line-height']) || 1.2) * (Number(attrs['font-size']) || 16);
    return Math.max(1, Math.floor(numberAttr(element, 'data-height') / pitch + 1e-6));
  }
  return Math.max(1, Math.floor(numberAttr(element, 'data-lines')) || 1);
}

/** Every slot of a template, with the admin's settings applied, in the order they first appear. */
export function templateSlots(document: TemplateDocument, settings: SlotSettings = {}): TemplateSlots {
  const texts = new Map<string, TextSlot>();
  const photos = new Map<string, PhotoSlot>();
  const pageCount = document.pages.length;
  const textSlot = (name: string, brand: boolean, pages: number[], element: SvgElement, fallback: string) => {
    let slot = texts.get(name);
    if (!slot) {
      slot = {
        name,
        label: (!brand && element.attrs['data-label']?.trim()) || slotLabel(name),
        default: brand ? '' : fallback,
        brand,
        locked: false,
        lines: 0,
        pages: [],
      };
      texts.set(name, slot);
    }
    slot.lines = Math.max(slot.lines, boxLines(element));
    for (const page of pages) if (!slot.pages.includes(page)) slot.pages.push(page);
  };
  const visit = (node: SvgNode, pages: number[]) => {
    if (typeof node === 'string') return;
    const slotName = node.attrs['data-slot'];
    if (node.name === 'text') {
      const raw = ownText(node);
      // A slot's own text is its default: placeholders in it are filled once, when a project is
      // made, and are no slots of their own there (the member edits the whole text).
      if (slotName && SLOT_NAME_PATTERN.test(slotName)) textSlot(slotName, false, pages, node, raw);
      else
        for (const match of collectText(node).matchAll(PLACEHOLDER_PATTERN)) textSlot(match[1]!, true, pages, node, '');
      return;
    }
    if (node.name === 'image' && slotName && SLOT_NAME_PATTERN.test(slotName)) {
      const slot = photos.get(slotName) ?? {
        name: slotName,
        label: node.attrs['data-label']?.trim() || slotLabel(slotName),
        pages: [],
        width: numberAttr(node, 'width'),
        height: numberAttr(node, 'height'),
        default_href: node.attrs.href ?? node.attrs['xlink:href'] ?? '',
        natural_width: numberAttr(node, 'data-natural-width'),
        natural_height: numberAttr(node, 'data-natural-height'),
      };
      for (const page of pages) if (!slot.pages.includes(page)) slot.pages.push(page);
      photos.set(slotName, slot);
      return;
    }
    for (const child of node.children) visit(child, pages);
  };
  const everyPage = Array.from({ length: pageCount }, (_, i) => i);
  for (const node of document.defs) visit(node, everyPage);
  document.pages.forEach((page, index) => {
    for (const node of page.nodes) visit(node, [index]);
  });
  for (const slot of texts.values()) {
    const setting = settings[slot.name];
    if (setting?.label) slot.label = setting.label;
    slot.locked = setting?.locked === true;
  }
  for (const slot of photos.values()) {
    const label = settings[slot.name]?.label;
    if (label) slot.label = label;
  }
  return { texts: [...texts.values()], photos: [...photos.values()] };
}

/** All the text inside an element, its descendants' too. */
function collectText(node: SvgNode): string {
  return typeof node === 'string' ? node : node.children.map(collectText).join('');
}

/**
 * The texts a project shows: each brand slot the member has not set, or that is locked, takes the
 * brand's value; each other slot not set, or locked, takes the template's own text with its
 * placeholders filled. A locked slot therefore ignores whatever value was saved for it.
 */
export function completeText(slots: TemplateSlots, text: Record<string, string>, brandText: Record<string, string>) {
  const result = { ...text };
  for (const slot of slots.texts) {
    if (slot.brand && (slot.locked || !(slot.name in result))) result[slot.name] = brandText[slot.name] ?? '';
  }
  for (const slot of slots.texts) {
    if (!slot.brand && (slot.locked || !(slot.name in result))) {
      result[slot.name] = slot.default.replace(
        PLACEHOLDER_PATTERN,
        (_, name: string) => result[name] ?? brandText[name] ?? '',
      );
    }
  }
  return result;
}

/** The brand fields `completeText` needs: brand slots not set or locked, and placeholders in defaults it fills. */
export function brandFieldsNeeded(slots: TemplateSlots, text: Record<string, string>) {
  const needed = new Set<string>();
  for (const slot of slots.texts) {
    if (!(slot.locked || !(slot.name in text))) continue;
    if (slot.brand) needed.add(slot.name);
    else for (const match of slot.default.matchAll(PLACEHOLDER_PATTERN)) needed.add(match[1]!);
  }
  return [...needed];
}
