/**
 * A print template's user units in real lengths. Only templates sized in mm or in have a printed
 * size; a px template is for screens, where resolution, margins and bleed do not apply.
 */
import { MM_PER_UNIT, type TemplateDocument } from '../templates/document';

const MM_PER_INCH = 25.4;

export interface PrintScale {
  /** Millimetres per user unit, across and down. */
  mmX: number;
  mmY: number;
}

export function printScale(document: TemplateDocument): PrintScale | null {
  if (document.unit === 'px') return null;
  const [, , width, height] = document.view_box;
  if (!(width > 0 && height > 0)) return null;
  const mm = MM_PER_UNIT[document.unit];
  return { mmX: (document.width * mm) / width, mmY: (document.height * mm) / height };
}

export const inches = (userUnits: number, mmPerUnit: number) => (userUnits * mmPerUnit) / MM_PER_INCH;

const inUnit = (mm: number, unit: TemplateDocument['unit']) =>
  unit === 'in' ? Number((mm / MM_PER_INCH).toFixed(2)) : Number(mm.toFixed(1));

/** "1.2 mm", "0.05 in": a length in the page's own unit, as the template names its size. */
export const printLength = (mm: number, unit: TemplateDocument['unit']) => `${inUnit(mm, unit)} ${unit}`;

/** "3.1 × 1.2 in". */
export const printSize = (widthMm: number, heightMm: number, unit: TemplateDocument['unit']) =>
  `${inUnit(widthMm, unit)} × ${inUnit(heightMm, unit)} ${unit}`;

/** "1,800": whole pixels as a member reads them. */
export const pixels = (value: number) => Math.ceil(value - 1e-6).toLocaleString('en-US');
