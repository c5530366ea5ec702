/**
 * The slot markup of an uploaded template (decision 0024), checked once its document is built: a
 * slot is refused with every reason, as the rest of the upload is. A photo slot is given its default
 * photo's pixel size (`data-natural-width`/`-height`), which placing a photo needs.
 */
import {
  fitText,
  inheritedBy,
  ownText,
  PLACEHOLDER_PATTERN,
  SLOT_NAME_PATTERN,
  type SvgElement,
  type SvgNode,
  type TemplateDocument,
  textBoxOf,
} from '@stockroom/contract';
import { inlineImageSize } from './image-size';

const quote = (value: string) => {
  const short = value.replace(/\s+/g, ' ').trim();
  return short.length > 30 ? `"${short.slice(0, 28)}…"` : `"${short}"`;
};

const hasBox = (element: SvgElement) =>
  element.attrs['data-width'] !== undefined || element.attrs['data-max-width'] !== undefined;

function checkText(
  element: SvgElement,
  inherited: Record<string, string>,
  problems: string[],
  kinds: Map<string, string>,
) {
  const slot = element.attrs['data-slot'];
  const raw = ownText(element);
  const placeholders = [...raw.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!);
  const allPlaceholders = [...collect(element).matchAll(PLACEHOLDER_PATTERN)];
  if (slot !== undefined) {
    if (!SLOT_NAME_PATTERN.test(slot)) {
      problems.push(`data-slot="${slot.slice(0, 40)}" is not a slot name: use a-z, 0-9 and _, starting with a letter`);
      return;
    }
    if (kinds.get(slot) === 'photo')
      problems.push(`the slot "${slot}" is both a text and a photo: give them two names`);
    kinds.set(slot, 'text');
    if (placeholders.includes(slot)) {
      problems.push(`the text slot "${slot}" holds {{${slot}}}: drop data-slot, {{${slot}}} is already a slot`);
    }
    if (!hasBox(element)) {
      problems.push(`the text slot "${slot}" has no box: give it data-width (and data-lines or data-height)`);
      return;
    }
  } else if (allPlaceholders.length > 0 && !hasBox(element)) {
    problems.push(`the text ${quote(collect(element))} holds a placeholder but has no box: give it data-width`);
    return;
  }
  if (!hasBox(element)) return;
  const parsed = textBoxOf(element, inherited);
  if (!parsed) return;
  if ('problems' in parsed) {
    problems.push(...parsed.problems);
    return;
  }
  // The template's own text must fit: a locked one always shows, a slot's is its default.
  const own = raw.replace(PLACEHOLDER_PATTERN, '');
  if (fitText(own, parsed.box).overflow > 0) {
    problems.push(`the text ${quote(raw)} does not fit its box even at its smallest size: widen the box or shorten it`);
  }
}

function checkPhoto(element: SvgElement, problems: string[], kinds: Map<string, string>) {
  const slot = element.attrs['data-slot'] ?? '';
  if (!SLOT_NAME_PATTERN.test(slot)) {
    problems.push(`data-slot="${slot.slice(0, 40)}" is not a slot name: use a-z, 0-9 and _, starting with a letter`);
    return;
  }
  if (kinds.get(slot) === 'text') problems.push(`the slot "${slot}" is both a text and a photo: give them two names`);
  kinds.set(slot, 'photo');
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) =>
    Number(element.attrs[name] ?? (name === 'x' || name === 'y' ? '0' : '')),
  ) as [number, number, number, number];
  if (![x, y].every(Number.isFinite) || !(width > 0) || !(height > 0)) {
    problems.push(`the photo slot "${slot}" needs a frame: x, y, width and height in user units`);
  }
  const natural = inlineImageSize(element.attrs.href ?? element.attrs['xlink:href'] ?? '');
  if (!natural) {
    problems.push(`the photo slot "${slot}" needs a default photo: an inline data:image/jpeg or data:image/png`);
    return;
  }
  element.attrs['data-natural-width'] = String(natural.width);
  element.attrs['data-natural-height'] = String(natural.height);
}

const collect = (node: SvgNode): string => (typeof node === 'string' ? node : node.children.map(collect).join(''));

/** Every reason the document's slots are refused; photo slots get their photo's size as they pass. */
export function slotProblems(document: TemplateDocument): string[] {
  const problems: string[] = [];
  const kinds = new Map<string, string>();
  const visit = (node: SvgNode, inherited: Record<string, string>) => {
    if (typeof node === 'string') return;
    if (node.name === 'text') return checkText(node, inherited, problems, kinds);
    if (node.attrs['data-slot'] !== undefined) {
      if (node.name === 'image') return checkPhoto(node, problems, kinds);
      problems.push(`data-slot belongs on <text> or <image>, not <${node.name}>`);
    }
    const next = inheritedBy(inherited, node);
    for (const child of node.children) visit(child, next);
  };
  for (const node of document.defs) visit(node, {});
  for (const page of document.pages) for (const node of page.nodes) visit(node, {});
  return [...new Set(problems)];
}
