/**
 * Every page of the demo templates as an export renders it: read as an upload is (sanitized, its
 * document built), in a demo brand's theme with its logo inlined. Summit Valley Broadband, the
 * brand with the long name and tagline, so that the texts are at their longest.
 */
import { renderPageSvg, templateFeatures, themeFromBrand } from '@stockroom/contract';
import { renderLogo } from '../src/demo-catalogue/brand-logo';
import { DEMO_BRANDS } from '../src/demo-catalogue/demo-brands';
import { DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from '../src/demo-catalogue/demo-templates';
import { readTemplateSvg } from '../src/modules/templates/read-template';

export interface DemoPage {
  template: DemoTemplateKey;
  page: string;
  svg: string;
}

export async function demoPages(only?: DemoTemplateKey[]): Promise<DemoPage[]> {
  const brand = DEMO_BRANDS[1]!;
  const png = await renderLogo({ name: brand.values.name!, mark: brand.mark, colours: brand.values });
  const logo = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const pages: DemoPage[] = [];
  for (const template of only ?? (Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[])) {
    const { document } = readTemplateSvg(await demoTemplateSvg(DEMO_TEMPLATES[template]));
    const theme = themeFromBrand({ ...brand.values, logo }, templateFeatures(document).placeholders);
    document.pages.forEach((page, i) => {
      pages.push({ template, page: page.name, svg: renderPageSvg(document, i, theme) });
    });
  }
  return pages;
}
