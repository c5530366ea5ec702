import type { TemplateSummary } from '@stockroom/contract';

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/** "210 × 297 mm, 3 mm bleed", "1080 × 1080 px": a template's trim size as its designer set it. */
export function formatTemplateSize({
  width,
  height,
  unit,
  bleed,
}: Pick<TemplateSummary, 'width' | 'height' | 'unit' | 'bleed'>) {
  const size = `${number(width)} × ${number(height)} ${unit}`;
  return bleed > 0 ? `${size}, ${number(bleed)} ${unit} bleed` : size;
}
