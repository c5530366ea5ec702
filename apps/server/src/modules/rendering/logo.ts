/**
 * Renders see no network and no file system (resvg and pdfkit cannot fetch, and the sanitizer
 * refuses local links), so a theme's logo goes into the page as a data: address read from storage.
 */
import { isBrandImagePath, renderPageSvg, type TemplateDocument, type ThemeValues } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { readStored } from '../storage/storage.service';

/** The logo as bytes in the address, or '' (an empty slot) for anything that is not a stored brand image. */
export async function inlineLogo(deps: Pick<AppDeps, 'storage'>, theme: ThemeValues): Promise<ThemeValues> {
  if (!isBrandImagePath(theme.logo)) return { ...theme, logo: '' };
  const bytes = await readStored(deps.storage, theme.logo.replace(/^\/files\//, ''));
  if (!bytes) return { ...theme, logo: '' };
  return { ...theme, logo: `data:image/png;base64,${bytes.toString('base64')}` };
}

/** Every page of a template as a standalone SVG document in a theme; with the bleed when print-ready. */
export function pagesFor(document: TemplateDocument, theme: ThemeValues, options: { printReady: boolean }) {
  return document.pages.map((_, index) => renderPageSvg(document, index, theme, { bleed: options.printReady }));
}
