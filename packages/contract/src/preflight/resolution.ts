/**
 * Each photo's and the logo's effective resolution where it prints: its pixels over the inches it
 * covers on the page (a photo's whole placement at its zoom; the logo's box as fitted). Print
 * templates only. Under PRINT_PPI_GOOD a warning; under PRINT_PPI_MIN a refusal for a print-ready
 * PDF, unless no image the member could choose would reach it (the stored copies are capped) or
 * it is the template's own photo.
 */
import { BRAND_IMAGE_MAX_WIDTH } from '../files.schemas';
import { PHOTO_PRINT_MAX_SIDE } from '../photos.schemas';
import { PRINT_PPI_GOOD, PRINT_PPI_MIN } from '../preflight.schemas';
import { CENTRED, photoPlacement } from '../templates/photo-placement';
import { number } from '../templates/shape-bounds';
import { isLogoImage, logoPlacement } from './logo-fit';
import type { PageElement } from './page-elements';
import { type Finding, forPrint, type PixelSize, type PreflightInput, photoSlotLabel } from './preflight-input';
import { inches, pixels, printScale, printSize } from './print-size';

// Rounded down (past floating point's dust), so that a shortfall never reads as enough.
const wholePpi = (ppi: number) => Math.floor(ppi + 1e-6);

const verdict = (ppi: number) =>
  ppi < PRINT_PPI_MIN
    ? `too coarse to print well (${PRINT_PPI_MIN} ppi at the least, ${PRINT_PPI_GOOD} for a sharp print)`
    : `it may look soft in print (${PRINT_PPI_GOOD} ppi is sharp)`;

export function resolutionFindings(input: PreflightInput, elements: PageElement[]): Finding[] {
  const scale = printScale(input.document);
  if (!scale) return [];
  const { document, slots, values, photoSizes, logo } = input;
  const photoSlots = new Set(slots.photos.map((slot) => slot.name));
  const findings: Finding[] = [];
  const add = (finding: Omit<Finding, 'code' | 'severity'>, ppi: number, fixable: boolean) => {
    const severity = ppi < PRINT_PPI_MIN && forPrint(input) && fixable ? 'refusal' : 'warning';
    const known = findings.some((f) => f.page === finding.page && f.message === finding.message);
    if (!known) findings.push({ code: 'low_resolution', severity, ...finding });
  };
  const over = (size: PixelSize, widthUnits: number, heightUnits: number) =>
    `${pixels(size.width)} × ${pixels(size.height)} pixels over ${printSize(widthUnits * scale.mmX, heightUnits * scale.mmY, document.unit)}`;

  for (const { page, element, placed } of elements) {
    if (element.name !== 'image') continue;
    const slot = element.attrs['data-slot'];
    if (slot && photoSlots.has(slot)) {
      const frame = {
        x: number(element.attrs.x),
        y: number(element.attrs.y),
        width: number(element.attrs.width),
        height: number(element.attrs.height),
      };
      const chosen = values.photos?.[slot];
      const own = chosen?.photo_id ? photoSizes.get(chosen.photo_id.toLowerCase()) : undefined;
      const natural = own ?? {
        width: number(element.attrs['data-natural-width']),
        height: number(element.attrs['data-natural-height']),
      };
      if (!(frame.width > 0 && frame.height > 0 && natural.width > 0 && natural.height > 0)) continue;
      const pan = own && chosen ? chosen : CENTRED;
      const drawn = photoPlacement(frame, natural, pan);
      const ppi = Math.min(
        natural.width / inches(drawn.width, scale.mmX),
        natural.height / inches(drawn.height, scale.mmY),
      );
      if (ppi >= PRINT_PPI_GOOD) continue;
      const frameWidth = inches(frame.width, scale.mmX);
      const frameHeight = inches(frame.height, scale.mmY);
      // The template's own photo warns only: it was accepted with the template, which may not hold a
      // photo large enough for a big print (900 KB), and the member can still choose one of theirs.
      const fixable = own !== undefined && Math.max(frameWidth, frameHeight) * PRINT_PPI_MIN <= PHOTO_PRINT_MAX_SIDE;
      const label = photoSlotLabel(slots, slot);
      const whose = own ? 'The photo' : "The template's own photo";
      // A photo is kept at most PHOTO_PRINT_MAX_SIDE on its longer side: ask for no more than that.
      const want = Math.min(PRINT_PPI_GOOD, PHOTO_PRINT_MAX_SIDE / Math.max(frameWidth, frameHeight));
      const needed = `${pixels(frameWidth * want)} × ${pixels(frameHeight * want)} pixels`;
      add(
        {
          page: page + 1,
          slot,
          field: `photos.${slot}`,
          message: `${whose} in "${label}" prints at ${wholePpi(ppi)} ppi (${over(natural, drawn.width, drawn.height)}): ${verdict(ppi)}`,
          fix:
            !own || fixable
              ? `Choose a photo ${own ? '' : 'of your own '}of at least ${needed}${pan.zoom > 1 ? ', or zoom out' : ''}`
              : `Choose your largest photo and zoom out: no photo prints this frame at ${PRINT_PPI_MIN} ppi`,
        },
        ppi,
        fixable,
      );
    } else if (logo && placed && isLogoImage(element)) {
      const drawn = logoPlacement(element, logo);
      if (!drawn) continue;
      const ppi = Math.min(1 / inches(drawn.scaleX, scale.mmX), 1 / inches(drawn.scaleY, scale.mmY));
      if (ppi >= PRINT_PPI_GOOD) continue;
      const grow = PRINT_PPI_GOOD / ppi;
      const fixable = (logo.width * PRINT_PPI_MIN) / ppi <= BRAND_IMAGE_MAX_WIDTH;
      const neededWidth = logo.width * grow;
      add(
        {
          page: page + 1,
          slot: 'logo',
          field: 'logo',
          message: `The logo prints at ${wholePpi(ppi)} ppi (${over(logo, drawn.width, drawn.height)}): ${verdict(ppi)}`,
          fix:
            neededWidth <= BRAND_IMAGE_MAX_WIDTH
              ? `Upload a logo of at least ${pixels(neededWidth)} × ${pixels(logo.height * grow)} pixels to your brand`
              : `Upload a logo ${pixels(BRAND_IMAGE_MAX_WIDTH)} pixels wide (the widest a brand keeps) to your brand`,
        },
        ppi,
        fixable,
      );
    }
  }
  return findings;
}
