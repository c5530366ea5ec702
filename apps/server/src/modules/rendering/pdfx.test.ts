/**
 * The print-ready PDF of every print demo template is PDF/X-4 as far as decision 0025 reaches, as
 * prepress tools read it: poppler's pdfinfo and pdffonts, and Ghostscript rendering it without a
 * word of complaint. Both are Debian packages that CI installs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPageSvg, type TemplateDocument, templateFeatures, themeFromBrand } from '@stockroom/contract';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLogo } from '../../demo-catalogue/brand-logo';
import { DEMO_BRANDS } from '../../demo-catalogue/demo-brands';
import { DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from '../../demo-catalogue/demo-templates';
import { readTemplateSvg } from '../templates/read-template';
import { renderPdf } from './pdf';

const brand = DEMO_BRANDS[1]!;
const documents = new Map<DemoTemplateKey, TemplateDocument>();
let logo: string;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'pdfx-'));
  const png = await renderLogo({ name: brand.values.name!, mark: brand.mark, colours: brand.values });
  logo = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  for (const key of Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[]) {
    documents.set(key, readTemplateSvg(await demoTemplateSvg(DEMO_TEMPLATES[key])).document);
  }
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Renders a demo template as the export does, in the brand's theme with its PNG logo, and writes it to a file. */
async function renderTemplate(key: DemoTemplateKey, printReady: boolean) {
  const document = documents.get(key)!;
  const theme = themeFromBrand({ ...brand.values, logo }, templateFeatures(document).placeholders);
  const bytes = await renderPdf(
    {
      pages: document.pages.map((_, i) => renderPageSvg(document, i, theme, { bleed: printReady })),
      width: document.width,
      height: document.height,
      unit: document.unit,
      bleed: printReady ? document.bleed : 0,
      printReady,
      title: `${DEMO_TEMPLATES[key].name} & <more>`,
    },
    () => {},
  );
  const path = join(workDir, `${key}-${printReady ? 'print' : 'plain'}.pdf`);
  writeFileSync(path, bytes);
  return { path, bytes, pages: document.pages.length };
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every page's boxes from `pdfinfo -box`, by box name. */
function boxesOf(path: string, pages: number) {
  const { output } = run('pdfinfo', ['-box', '-f', '1', '-l', String(pages), path]);
  const boxes = new Map<string, number[][]>();
  for (const [, name, values] of output.matchAll(/^Page\s+\d+\s+(\w+Box):\s+(.*)$/gm)) {
    boxes.set(name!, [...(boxes.get(name!) ?? []), values!.trim().split(/\s+/).map(Number)]);
  }
  return boxes;
}

const inside = (inner: number[], outer: number[]) =>
  inner[0]! >= outer[0]! && inner[1]! >= outer[1]! && inner[2]! <= outer[2]! && inner[3]! <= outer[3]!;

/** Every content stream, form and dictionary of the file, as text (images, fonts and profiles left out). */
function drawingText(pdf: PDFDocument) {
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) {
      texts.push(object.toString());
      continue;
    }
    texts.push(object.dict.toString());
    const kind = object.dict.get(PDFName.of('Subtype'))?.toString();
    const skip = kind === '/Image' || kind === '/XML' || object.dict.has(PDFName.of('N'));
    if (!skip && !object.dict.has(PDFName.of('Length1'))) {
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  }
  return texts.join('\n');
}

/** The demo templates measured in mm or in; the first test keeps the list whole. */
const PRINT_TEMPLATES: DemoTemplateKey[] = [
  'flyer',
  'letterhead',
  'businessCard',
  'rateCard',
  'postcard',
  'billInsert',
  'brochure',
  'doorHanger',
  'decal',
  'yardSign',
  'vanWrap',
  'fiberA4',
  'fiberLetter',
];

describe('print-ready PDF as PDF/X-4', () => {
  it('covers every demo template measured for print', () => {
    const print = [...documents].filter(([, d]) => d.unit !== 'px').map(([key]) => key);
    expect(print.sort()).toEqual([...PRINT_TEMPLATES].sort());
  });

  for (const key of PRINT_TEMPLATES) {
    it(`makes the ${key} template a PDF/X-4 file that prepress tools accept`, async () => {
      const { path, bytes, pages } = await renderTemplate(key, true);

      expect(run('pdfinfo', [path]).output).toMatch(/^PDF subtype:\s+PDF\/X-4$/m);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
      const intent = intents.lookup(0, PDFDict);
      expect(intent.get(PDFName.of('S'))?.toString()).toBe('/GTS_PDFX');
      expect(intent.get(PDFName.of('OutputConditionIdentifier'))?.toString()).toBe('(FOGRA39)');
      const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream) as PDFRawStream;
      expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('4');
      const header = Buffer.from(decodePDFRawStream(profile).decode());
      expect([header.toString('latin1', 12, 20), header.toString('latin1', 36, 40)]).toEqual(['prtrCMYK', 'acsp']);
      const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
      expect(pdf.context.lookup(info.get(PDFName.of('Trapped')))?.toString()).toBe('/False');
      expect(pdf.context.trailerInfo.ID).toBeDefined();
      const xmp = Buffer.from(
        (pdf.catalog.lookup(PDFName.of('Metadata'), PDFStream) as PDFRawStream).contents,
      ).toString('utf8');
      expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
      expect(xmp).toContain('<pdf:Trapped>False</pdf:Trapped>');
      expect(xmp).toContain(' &amp; &lt;more&gt;</rdf:li>');

      const boxes = boxesOf(path, pages);
      const [media, bleed, trim] = ['MediaBox', 'BleedBox', 'TrimBox'].map((name) => boxes.get(name) ?? []);
      expect([media!.length, bleed!.length, trim!.length]).toEqual([pages, pages, pages]);
      for (const [i, box] of trim!.entries()) {
        expect(inside(box, bleed![i]!) && inside(bleed![i]!, media![i]!)).toBe(true);
        expect(box).not.toEqual(media![i]);
      }

      const fonts = run('pdffonts', [path]).output.trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);

      // Colour: CMYK drawing, images in sRGB rather than device RGB, transparency blended in CMYK.
      const drawing = drawingText(pdf);
      expect(drawing).not.toMatch(/DeviceRGB|\s(rg|RG)\s/);
      expect(drawing).toMatch(/\/ColorSpace \[ \/ICCBased \d+ 0 R \]/);
      for (const page of pdf.getPages()) {
        expect(page.node.lookup(PDFName.of('Group'), PDFDict).get(PDFName.of('CS'))?.toString()).toBe('/DeviceCMYK');
      }

      expect(run('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=nullpage', path])).toEqual({ status: 0, output: '' });
    });
  }

  it('leaves a plain PDF without output intent or PDF/X keys', async () => {
    const { path, bytes } = await renderTemplate('rateCard', false);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.catalog.get(PDFName.of('OutputIntents'))).toBeUndefined();
    expect(pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict).has(PDFName.of('GTS_PDFXVersion'))).toBe(false);
    expect(pdf.getPages()[0]!.node.get(PDFName.of('TrimBox'))).toBeUndefined();
    expect(run('pdfinfo', [path]).output).not.toMatch(/PDF subtype/);
  });
});
