/**
 * svg-to-pdfkit, with two changes, so that the PDF shows what the preview and the PNG show:
 * - it folds every font-weight into bold or normal before asking for a font, so a 600 and a 900
 *   would both come out Bold; templates use four weights of one family, and a wrong face would
 *   break lines elsewhere. The weight now reaches our fontCallback as written.
 * - it lets a `<style>` rule beat the element's own style attribute, the reverse of CSS; the
 *   theme's colours are written in that attribute to win over the designer's stylesheet.
 * The package is pinned to an exact version, and each change is checked to apply.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface SvgToPdfOptions {
  width?: number;
  height?: number;
  preserveAspectRatio?: string;
  assumePt?: boolean;
  /** Our change: the weight as written (`400`, `600`, `bold`…), not a boolean. */
  fontCallback?: (family: string, weight: string, italic: boolean, options: object) => string;
  colorCallback?: (color: [number[], number] | undefined, raw?: string) => [number[], number] | undefined;
  imageCallback?: (link: string) => string;
  warningCallback?: (message: string) => void;
}
type SvgToPdf = (doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options: SvgToPdfOptions) => void;

const WEIGHTS_BEFORE =
  "values: {'600':'bold', '700':'bold', '800':'bold', '900':'bold', 'bold':'bold', 'bolder':'bold', '500':'normal', '400':'normal', '300':'normal', '200':'normal', '100':'normal', 'normal':'normal', 'lighter':'normal'}";
const WEIGHTS_AFTER =
  "values: {'900':'900', '800':'800', '700':'700', '600':'600', '500':'500', '400':'400', '300':'300', '200':'200', '100':'100', 'bold':'700', 'bolder':'700', 'normal':'400', 'lighter':'300'}";
const CALL_BEFORE = "currentElem.get('font-weight') === 'bold'";
const CALL_AFTER = "currentElem.get('font-weight')";
// It reads a property from the stylesheet (case 0), the style attribute (1), then the element's
// attribute (2); read the style attribute first.
const CASCADE_BEFORE = 'switch (i) {';
const CASCADE_AFTER = 'switch ([1, 0, 2][i]) {';

function load(): SvgToPdf {
  const require = createRequire(import.meta.url);
  let source = readFileSync(require.resolve('svg-to-pdfkit/source.js'), 'utf8');
  for (const [before, after] of [
    [WEIGHTS_BEFORE, WEIGHTS_AFTER],
    [CALL_BEFORE, CALL_AFTER],
    [CASCADE_BEFORE, CASCADE_AFTER],
  ] as const) {
    if (!source.includes(before)) throw new Error(`svg-to-pdfkit changed: cannot find ${before}`);
    source = source.replace(before, after);
  }
  const module = { exports: {} as unknown };
  // The library's own code, evaluated once per thread as its package's main file would be.
  new Function('module', source)(module);
  return module.exports as SvgToPdf;
}

let svgToPdf: SvgToPdf | undefined;
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options: SvgToPdfOptions) {
  svgToPdf ??= load();
  svgToPdf(doc, svg, x, y, options);
}
