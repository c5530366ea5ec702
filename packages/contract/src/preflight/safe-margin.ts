/**
 * Texts and the logo inside the safe margin: within SAFE_MARGIN_MM of the trim, where a print
 * shop's cut may wander. A warning, for print templates only. A member can only shorten a text, so
 * a finding names the text's field when the letters reach the edge on the side the text grows to;
 * anything else is the template's layout, which its admin moves.
 */
import { SAFE_MARGIN_MM } from '../preflight.schemas';
import { slotsShownBy } from '../templates/render-slots';
import { ownText } from '../templates/slots';
import { isLogoImage, logoPlacement } from './logo-fit';
import type { PageElement } from './page-elements';
import { type Finding, type PreflightInput, textSlotLabel } from './preflight-input';
import { printLength, printScale } from './print-size';
import { type Extent, type TextExtent, textExtent } from './text-extent';

type Edge = 'left' | 'right' | 'top' | 'bottom';
// A hair's breadth, so that art placed exactly at the margin passes.
const EPSILON_MM = 0.05;

/** The nearest edge the extent comes closer to than the margin, and how far inside the trim it stays. */
function nearestEdge(extent: Extent, viewBox: readonly number[], scale: { mmX: number; mmY: number }) {
  const [vx = 0, vy = 0, vw = 0, vh = 0] = viewBox;
  // Something wholly outside the trim is bleed art, not part of the page.
  if (extent.x1 <= vx || extent.x0 >= vx + vw || extent.y1 <= vy || extent.y0 >= vy + vh) return null;
  const distances: [Edge, number][] = [
    ['left', (extent.x0 - vx) * scale.mmX],
    ['right', (vx + vw - extent.x1) * scale.mmX],
    ['top', (extent.y0 - vy) * scale.mmY],
    ['bottom', (vy + vh - extent.y1) * scale.mmY],
  ];
  const [edge, mm] = distances.reduce((a, b) => (b[1] < a[1] ? b : a));
  return mm < SAFE_MARGIN_MM - EPSILON_MM ? { edge, mm } : null;
}

/** Whether more (or longer) words push the letters towards this edge. */
function growsTowards(extent: TextExtent, edge: Edge) {
  if (edge === 'left') return extent.anchor !== 'start';
  if (edge === 'right') return extent.anchor !== 'end';
  if (edge === 'top') return extent.valign !== 'top';
  return extent.valign !== 'bottom';
}

const quoted = (content: string) => {
  const text = content.replace(/\s+/g, ' ').trim();
  return `The text "${text.length > 30 ? `${text.slice(0, 28).trimEnd()}…` : text}"`;
};

export function safeMarginFindings(input: PreflightInput, elements: PageElement[]): Finding[] {
  const scale = printScale(input.document);
  if (!scale) return [];
  const { document, slots, values, logo } = input;
  const where = (near: { edge: Edge; mm: number }) =>
    near.mm < 0
      ? `reaches ${printLength(-near.mm, document.unit)} past the page's ${near.edge} edge, where it will be cut off`
      : `comes within ${printLength(near.mm, document.unit)} of the page's ${near.edge} edge, inside the ${SAFE_MARGIN_MM} mm safe margin`;
  const findings: Finding[] = [];
  for (const { page, element, inherited, dx, dy, placed } of elements) {
    if (!placed) continue;
    if (element.name === 'text') {
      const extent = textExtent(element, inherited, values.text);
      const shifted = extent && {
        ...extent,
        x0: extent.x0 + dx,
        x1: extent.x1 + dx,
        y0: extent.y0 + dy,
        y1: extent.y1 + dy,
      };
      const near = shifted && nearestEdge(shifted, document.view_box, scale);
      if (!shifted || !near) continue;
      const slot = slotsShownBy(element, values.text)[0] ?? null;
      const label = slot === null ? quoted(ownText(element)) : textSlotLabel(slots, slot);
      const shortenable = slot !== null && growsTowards(shifted, near.edge);
      findings.push({
        code: 'safe_margin',
        severity: 'warning',
        page: page + 1,
        slot,
        field: shortenable ? `text.${slot}` : null,
        message: `${label} ${where(near)}`,
        fix: shortenable
          ? `Shorten ${label} so that it stays ${SAFE_MARGIN_MM} mm inside the edge`
          : `The template's admin must move this text at least ${SAFE_MARGIN_MM} mm inside the edge`,
      });
    } else if (logo && isLogoImage(element)) {
      const drawn = logoPlacement(element, logo);
      const near =
        drawn &&
        nearestEdge(
          { x0: drawn.x + dx, x1: drawn.x + drawn.width + dx, y0: drawn.y + dy, y1: drawn.y + drawn.height + dy },
          document.view_box,
          scale,
        );
      if (!near) continue;
      findings.push({
        code: 'safe_margin',
        severity: 'warning',
        page: page + 1,
        slot: 'logo',
        field: null,
        message: `The logo ${where(near)}`,
        fix: `The template's admin must move the logo at least ${SAFE_MARGIN_MM} mm inside the edge`,
      });
    }
  }
  return findings;
}
