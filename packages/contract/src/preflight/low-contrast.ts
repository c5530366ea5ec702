/**
 * Text whose colour has too little contrast with the colour under it (WCAG 2.1, under 4.5:1): a
 * warning. What lies under a text comes from the layout (`textBackgrounds`, as the editor checks
 * it); text on a photo or a fixed colour cannot be checked and is left out.
 */
import { contrastRatio, formatRatio, MIN_TEXT_CONTRAST, relativeLuminance } from '../contrast';
import { boxedTextValue, slotsShownBy } from '../templates/render-slots';
import { textBackgrounds } from '../templates/text-backgrounds';
import { classLabel, type Finding, type PreflightInput, textSlotLabel } from './preflight-input';

export function contrastFindings({ document, slots, values }: PreflightInput): Finding[] {
  const findings = new Map<string, Finding>();
  for (const { page, element, text, backgrounds } of textBackgrounds(document)) {
    // A text left empty draws nothing to read.
    if (boxedTextValue(element, values.text).trim() === '') continue;
    const slot = slotsShownBy(element, values.text)[0] ?? null;
    const color = values.classes[text]?.color;
    for (const background of backgrounds) {
      const under = values.classes[background]?.color;
      const ratio = contrastRatio(color, under);
      if (ratio === null || ratio >= MIN_TEXT_CONTRAST || text === background) continue;
      const key = `${page}/${slot}/${text}/${background}`;
      if (findings.has(key)) continue;
      const label = slot === null ? 'Text' : textSlotLabel(slots, slot);
      const lighter = relativeLuminance(color!) > relativeLuminance(under!);
      findings.set(key, {
        code: 'low_contrast',
        severity: 'warning',
        page: page + 1,
        slot,
        field: `classes.${text}`,
        message:
          `${label} in ${classLabel(text)} (${color}) on ${classLabel(background)} (${under}) has a contrast of ` +
          `${formatRatio(ratio)}: text needs at least ${MIN_TEXT_CONTRAST}:1 to be read easily`,
        fix: lighter
          ? `Choose a lighter ${classLabel(text)} or a darker ${classLabel(background)}`
          : `Choose a darker ${classLabel(text)} or a lighter ${classLabel(background)}`,
      });
    }
  }
  return [...findings.values()];
}
