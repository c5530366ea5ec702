/**
 * What the preflight reads: the template, the project's values, and the facts only the server
 * knows (the pixel sizes of the member's photos and logo, the bundled fonts). Every check is a pure
 * function of it, so the editor could run the same checks as the server.
 */
import type { ExportFormat, PhotoValue } from '../customization.schemas';
import type { PreflightFinding } from '../preflight.schemas';
import type { ColorClass, TemplateDocument } from '../templates/document';
import { slotLabel, type TemplateSlots } from '../templates/slots';

export interface PixelSize {
  width: number;
  height: number;
}

export interface PreflightInput {
  document: TemplateDocument;
  slots: TemplateSlots;
  /** The project's values, completed (every text slot has its text). */
  values: {
    classes: Record<ColorClass, { color: string }>;
    text: Record<string, string>;
    photos?: Record<string, PhotoValue>;
  };
  /** The pixel size of each member's photo the values use, by photo id (lower case); one missing shows the template's. */
  photoSizes: Map<string, PixelSize>;
  /** The brand logo's pixel size; null when the logo slot stays empty. */
  logo: PixelSize | null;
  /** The export the preflight is for. */
  request: { format: ExportFormat; print_ready: boolean; page: number };
  fonts: {
    /** The one family every text is set in. */
    family: string;
    /** The bundled faces whose licence forbids embedding them in a file. */
    restricted: string[];
  };
}

export type Finding = PreflightFinding;

/** Whether a shortfall that blocks printing blocks this export: only a print-ready PDF is sent to print. */
export const forPrint = (input: PreflightInput) => input.request.format === 'pdf' && input.request.print_ready;

export const textSlotLabel = (slots: TemplateSlots, name: string) =>
  slots.texts.find((slot) => slot.name === name)?.label ?? slotLabel(name);

export const photoSlotLabel = (slots: TemplateSlots, name: string) =>
  slots.photos.find((slot) => slot.name === name)?.label ?? slotLabel(name);

/** "Accent 1", "Dark 2": a colour class as the editor names it. */
export const classLabel = (name: ColorClass) => {
  const words = name.replace(/(\d)$/, ' $1');
  return `${words[0]!.toUpperCase()}${words.slice(1)}`;
};
