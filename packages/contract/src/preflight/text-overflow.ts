/** Texts past their box even at their smallest size (decision 0024): always a refusal. */
import { textOverflows } from '../templates/text-overflows';
import { type Finding, type PreflightInput, textSlotLabel } from './preflight-input';

const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`);

export function overflowFindings({ document, slots, values }: PreflightInput): Finding[] {
  // One finding per page and slot, with the most characters too many over the texts it fills there.
  const worst = new Map<string, { page: number; slot: string | null; overflow: number }>();
  for (const { page, slots: shown, overflow } of textOverflows(document, values.text)) {
    for (const slot of shown.length > 0 ? shown : [null]) {
      const key = `${page}/${slot}`;
      const known = worst.get(key);
      if (!known || known.overflow < overflow) worst.set(key, { page, slot, overflow });
    }
  }
  return [...worst.values()].map(({ page, slot, overflow }) => ({
    code: 'text_overflow',
    severity: 'refusal',
    page: page + 1,
    slot,
    field: slot === null ? null : `text.${slot}`,
    message: `${slot === null ? 'A text of the template' : textSlotLabel(slots, slot)} is ${characters(overflow)} too long for its box`,
    fix:
      slot === null
        ? "The template's admin must shorten this text or give it a larger box"
        : `Shorten it by at least ${characters(overflow)}, or use shorter words`,
  }));
}
