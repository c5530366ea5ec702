/**
 * What the template itself lacks, which no field of the editor fixes: bleed on a print template
 * (a refusal for a print-ready PDF, a warning otherwise), a bundled font whose licence forbids
 * embedding (a refusal for the formats that embed fonts: PDF and SVG), and a font family the
 * template asks for but the exports do not have (a warning: its text is set in the bundled family).
 */
import { SAFE_MARGIN_MM } from '../preflight.schemas';
import { MM_PER_UNIT, type SvgNode, type TemplateDocument } from '../templates/document';
import { type Finding, forPrint, type PreflightInput } from './preflight-input';
import { printLength } from './print-size';

/** The bleed a print shop needs beyond the trim: as much as the safe margin inside it. */
const BLEED_MM = SAFE_MARGIN_MM;
// 0.125 in is 3.175 mm; a bleed a rounding short of 3 mm is enough.
const EPSILON_MM = 0.05;

export function bleedFindings(input: PreflightInput): Finding[] {
  const { document } = input;
  if (document.unit === 'px') return [];
  const mm = document.bleed * MM_PER_UNIT[document.unit];
  if (mm >= BLEED_MM - EPSILON_MM) return [];
  const refused = forPrint(input);
  return [
    {
      code: 'missing_bleed',
      severity: refused ? 'refusal' : 'warning',
      page: null,
      slot: null,
      field: null,
      message:
        mm > 0
          ? `This template has only ${printLength(mm, document.unit)} of bleed; a print shop needs ${BLEED_MM} mm beyond the trim`
          : `This template has no bleed; a print shop needs ${BLEED_MM} mm beyond the trim`,
      fix: `The template's admin must add ${BLEED_MM} mm of bleed${refused ? '; until then, export a PDF without print-ready' : ''}`,
    },
  ];
}

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'inherit', 'initial']);
const CSS_FAMILY = /font-family\s*:\s*([^;}]+)/gi;

const familiesIn = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().replace(/^["']|["']$/g, ''))
    .filter((family) => family !== '' && !GENERIC.has(family.toLowerCase()));

/** Each font-family list the template gives (attributes, style attributes, style sheets), with its page. */
function familyLists(document: TemplateDocument) {
  const lists: { page: number | null; value: string }[] = [];
  const visit = (node: SvgNode, page: number | null, inStyle: boolean) => {
    if (typeof node === 'string') {
      if (inStyle) for (const match of node.matchAll(CSS_FAMILY)) lists.push({ page, value: match[1]! });
      return;
    }
    if (node.attrs['font-family'] !== undefined) lists.push({ page, value: node.attrs['font-family'] });
    for (const match of (node.attrs.style ?? '').matchAll(CSS_FAMILY)) lists.push({ page, value: match[1]! });
    for (const child of node.children) visit(child, page, node.name === 'style');
  };
  for (const node of document.defs) visit(node, null, false);
  document.pages.forEach((page, index) => {
    for (const node of page.nodes) visit(node, index, false);
  });
  return lists;
}

export function fontFindings(input: PreflightInput): Finding[] {
  const { family, restricted } = input.fonts;
  const findings: Finding[] = [];
  if (restricted.length > 0 && input.request.format !== 'png') {
    findings.push({
      code: 'font_not_embeddable',
      severity: 'refusal',
      page: null,
      slot: null,
      field: null,
      message: `The licence of the font ${restricted.join(', ')} forbids embedding it in a file`,
      fix: "The site's administrator must bundle a font whose licence allows embedding; until then, export a PNG",
    });
  }
  const bundled = family.toLowerCase();
  const named = new Map<string, number | null>();
  for (const { page, value } of familyLists(input.document)) {
    const families = familiesIn(value);
    if (families.length === 0 || families.some((f) => f.toLowerCase() === bundled)) continue;
    if (!named.has(families[0]!)) named.set(families[0]!, page === null ? null : page + 1);
  }
  for (const [name, page] of named) {
    findings.push({
      code: 'font_not_embeddable',
      severity: 'warning',
      page,
      slot: null,
      field: null,
      message: `The template asks for the font "${name}", which the exports do not have: its text is set in ${family}`,
      fix: `The template's admin should name ${family}, the font every export embeds`,
    });
  }
  return findings;
}
