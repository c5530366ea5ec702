/**
 * The fonts templates are set in (Source Sans 3, OFL), shipped with the server: the renderer reads
 * them from this folder and the editor's preview loads the same files from `/fonts/{file}`, so a
 * line breaks at the same word in both. TTF/OTF only: resvg silently drops text in woff/woff2.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_FONTS_DIR = fileURLToPath(new URL('../../assets/fonts', import.meta.url));
export const TEMPLATE_FONT_FAMILY = 'Source Sans 3';

const FONT_TYPES: Record<string, string> = { ttf: 'font/ttf', otf: 'font/otf' };

/** The font files in the folder (read once), by name, with their content type. */
export const templateFontFiles: ReadonlyMap<string, string> = new Map(
  readdirSync(TEMPLATE_FONTS_DIR).flatMap((name) => {
    const type = FONT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    return type ? [[name, type] as const] : [];
  }),
);
