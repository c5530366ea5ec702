/**
 * Renders every demo template as the server would: read (sanitized, its document built) through
 * `readTemplateSvg`, in a demo brand's theme, each page to PNG and the whole template to a
 * print-ready PDF (bleed and crop marks), so that a designer can look at them. It also reports each
 * text box whose default text (with the brand's values) shrinks or does not fit, and each text
 * colour placed on a background it contrasts with at less than 4.5:1 in the brand's colours.
 *
 *   node --import tsx scripts/render-demo-templates.ts [outdir] [template key…]   (default /tmp/demo-renders, all)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fittedText,
  inheritedBy,
  renderPageSvg,
  type SvgNode,
  type TemplateDocument,
  templateFeatures,
  textBackgroundPairs,
  themeFromBrand,
} from '@stockroom/contract';
import { renderLogo } from '../apps/server/src/demo-catalogue/brand-logo';
import { DEMO_BRANDS } from '../apps/server/src/demo-catalogue/demo-brands';
import {
  DEMO_TEMPLATES,
  type DemoTemplateKey,
  demoTemplateSvg,
} from '../apps/server/src/demo-catalogue/demo-templates';
import { renderPdf } from '../apps/server/src/modules/rendering/pdf';
import { renderPng } from '../apps/server/src/modules/rendering/png';
import { readTemplateSvg } from '../apps/server/src/modules/templates/read-template';

const OUT = process.argv[2] ?? '/tmp/demo-renders';
const ONLY = process.argv.slice(3);
/** Northwind Fiber, and Summit Valley Broadband for its long name and tagline. */
const BRANDS = [DEMO_BRANDS[0]!, DEMO_BRANDS[1]!];

/** Every boxed text of a page, fitted with the brand's values: what shrinks, and what does not fit. */
function fitReport(document: TemplateDocument, pageIndex: number, text: Record<string, string>, report: string[]) {
  const visit = (node: SvgNode, inherited: Record<string, string>) => {
    if (typeof node === 'string') return;
    if (node.name === 'text') {
      const fitted = fittedText(node, inherited, text);
      if (!fitted) return;
      const label = `${node.attrs['data-slot'] ?? 'text'} "${fitted.fit.lines.join(' ').slice(0, 50)}"`;
      const share = Math.round((100 * fitted.fit.fontSize) / fitted.box.fontSize);
      if (fitted.fit.overflow > 0) report.push(`DOES NOT FIT (${fitted.fit.overflow} characters too many)  ${label}`);
      else if (share < 100) report.push(`shrinks to ${share}%  ${label}`);
      return;
    }
    const next = inheritedBy(inherited, node);
    for (const child of node.children) visit(child, next);
  };
  for (const node of document.pages[pageIndex]?.nodes ?? []) visit(node, {});
}

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

async function logoFor(brand: (typeof DEMO_BRANDS)[number]) {
  const png = await renderLogo({ name: brand.values.name!, mark: brand.mark, colours: brand.values });
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

const pageFile = (key: string, brand: string, page: string) =>
  `${key}-${brand}-${page.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const hasPdftoppm = (() => {
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  let refused = 0;
  for (const key of Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[]) {
    if (ONLY.length > 0 && !ONLY.includes(key)) continue;
    const template = DEMO_TEMPLATES[key];
    const source = await demoTemplateSvg(template);
    let document: TemplateDocument;
    let size = 0;
    try {
      const read = readTemplateSvg(source);
      document = read.document;
      size = read.size_bytes;
    } catch (error) {
      refused++;
      console.log(`${key}: REFUSED\n  ${(error as Error).message}`);
      continue;
    }
    const features = templateFeatures(document);
    console.log(
      `${key}: ${template.name} — ${document.width} × ${document.height} ${document.unit}, bleed ${document.bleed}, pages ${document.pages.map((p) => p.name).join(', ')}, ${Math.round(size / 1024)} KB`,
    );
    for (const brand of BRANDS) {
      const short = brand.values.name!.split(' ')[0]!.toLowerCase();
      const theme = themeFromBrand({ ...brand.values, logo: await logoFor(brand) }, features.placeholders);
      const report: string[] = [];
      const pages: string[] = [];
      for (const [i, page] of document.pages.entries()) {
        fitReport(document, i, theme.text, report);
        const png = await renderPng(renderPageSvg(document, i, theme), {
          width: document.unit === 'px' ? document.width : 1400,
        });
        writeFileSync(join(OUT, `${pageFile(key, short, page.name)}.png`), png);
        pages.push(renderPageSvg(document, i, theme, { bleed: true }));
      }
      const pdf = await renderPdf(
        {
          pages,
          width: document.width,
          height: document.height,
          unit: document.unit,
          bleed: document.bleed,
          printReady: true,
          title: template.name,
        },
        () => {},
      );
      const pdfPath = join(OUT, `${key}-${short}-print-ready.pdf`);
      writeFileSync(pdfPath, pdf);
      if (hasPdftoppm)
        execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(OUT, `${key}-${short}-pdf`)], { stdio: 'ignore' });
      for (const { text, background } of textBackgroundPairs(document)) {
        const ratio = contrast(theme.classes[text].color, theme.classes[background].color);
        if (ratio < 4.5) report.push(`low contrast ${ratio.toFixed(1)}:1  ${text} text on ${background}`);
      }
      console.log(
        `  ${brand.values.name}:${report.length ? '' : ' every text fits at full size, every pair contrasts'}`,
      );
      for (const line of report) console.log(`  ${line}`);
    }
  }
  console.log(`\nWritten to ${OUT}`);
  if (refused) process.exitCode = 1;
}

await main();
