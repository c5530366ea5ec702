/**
 * An uploaded SVG made into what a template stores: sanitized (refused with every reason, never
 * quietly cleaned), its document built, its size and element count measured.
 */
import type { TemplateDocument } from '@stockroom/contract';
import { AppError } from '../../errors';
import { buildDocument } from './document/build-document';
import { normalizeFontFamilies } from './document/font-families';
import { slotProblems } from './document/slot-rules';
import { sanitizeSvg } from './sanitize/sanitize-svg';

export interface ReadTemplate {
  /** The sanitized SVG, serialized again. */
  svg: string;
  document: TemplateDocument;
  size_bytes: number;
  element_count: number;
}

/** At most this many reasons are listed; a file with hundreds of handlers needs no more to be fixed. */
const MAX_LISTED = 30;

export function svgRefused(problems: string[]): AppError {
  const listed = problems.slice(0, MAX_LISTED);
  if (problems.length > MAX_LISTED) listed.push(`and ${problems.length - MAX_LISTED} more problems`);
  const issues = listed.map((problem) => ({ path: 'svg', message: `The SVG was refused: ${problem}` }));
  return new AppError('validation_failed', `The SVG was refused: ${listed.join('; ')}`, issues);
}

/** What the template stores for this SVG text, or every reason it is refused (plain data: it crosses threads). */
export type TemplateReading = { ok: true; content: ReadTemplate } | { ok: false; problems: string[] };

export function readTemplate(text: string): TemplateReading {
  const sanitized = sanitizeSvg(text);
  if (!sanitized.ok) return sanitized;
  try {
    normalizeFontFamilies(sanitized.root);
    const built = buildDocument(sanitized.root);
    if ('problems' in built) return { ok: false, problems: built.problems };
    const slots = slotProblems(built.document);
    if (slots.length > 0) return { ok: false, problems: slots };
    const window = sanitized.root.ownerDocument.defaultView;
    const svg = new (window as unknown as { XMLSerializer: typeof XMLSerializer }).XMLSerializer().serializeToString(
      sanitized.root,
    );
    return {
      ok: true,
      content: {
        svg,
        document: built.document,
        size_bytes: Buffer.byteLength(svg, 'utf8'),
        element_count: sanitized.root.getElementsByTagName('*').length + 1,
      },
    };
  } finally {
    sanitized.close();
  }
}

/**
 * The same on this thread; a 400 naming `svg` lists everything refused. For trusted files and tests:
 * uploads go through template-reader.ts, off the thread that answers requests.
 */
export function readTemplateSvg(text: string): ReadTemplate {
  const reading = readTemplate(text);
  if (!reading.ok) throw svgRefused(reading.problems);
  return reading.content;
}
