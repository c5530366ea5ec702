import { describe, expect, it } from 'vitest';
import type { TemplateDocument } from './document';
import { renderPageSvg, templateFeatures } from './render-page';
import { DEFAULT_COLORS, themeFromBrand } from './theme';

const document: TemplateDocument = {
  width: 100,
  height: 50,
  unit: 'mm',
  bleed: 3,
  view_box: [0, 0, 1000, 500],
  defs: [{ name: 'style', attrs: {}, children: ['.accent1{fill:#000000}'] }],
  pages: [
    {
      name: 'Front',
      nodes: [
        {
          name: 'rect',
          attrs: { class: 'accent1', style: 'fill:#123456;opacity:0.5', width: '10', height: '10' },
          children: [],
        },
        { name: 'text', attrs: { class: 'dark1 stroke-accent2' }, children: ['Call {{phone}} at {{isp}}'] },
        { name: 'image', attrs: { href: '{{logo}}', width: '5', height: '5' }, children: [] },
        { name: 'use', attrs: { id: 'a', href: '#b', fill: 'url(#g)' }, children: [] },
      ],
    },
  ],
};
const theme = {
  ...themeFromBrand({ accent1: '#ff0000', name: 'Acme <script>alert(1)</script>', phone: '555' }, ['isp', 'phone']),
};

describe('renderPageSvg', () => {
  it('paints colour classes over the template’s own colours, keeping other style', () => {
    const svg = renderPageSvg(document, 0, theme);
    expect(svg).toContain('style="opacity:0.5;fill:#ff0000"');
    expect(svg).toContain(`style="fill:${DEFAULT_COLORS.dark1};stroke:${DEFAULT_COLORS.accent2}"`);
  });

  it('fills placeholders as escaped text, so markup in a brand name is shown, not run', () => {
    const svg = renderPageSvg(document, 0, theme);
    expect(svg).toContain('Call 555 at Acme &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });

  it('drops an empty logo slot and fills a set one', () => {
    expect(renderPageSvg(document, 0, theme)).not.toContain('<image');
    expect(renderPageSvg(document, 0, { ...theme, logo: '/files/brand-images/x.png' })).toContain(
      '<image href="/files/brand-images/x.png"',
    );
  });

  it('widens the page by the bleed on every side when asked', () => {
    expect(renderPageSvg(document, 0, theme)).toContain('width="100mm" height="50mm" viewBox="0 0 1000 500"');
    expect(renderPageSvg(document, 0, theme, { bleed: true })).toContain(
      'width="106mm" height="56mm" viewBox="-30 -30 1060 560"',
    );
  });

  it('prefixes ids and references for pages that share one HTML document', () => {
    const svg = renderPageSvg(document, 0, theme, { idPrefix: 'p1-' });
    expect(svg).toContain('id="p1-a" href="#p1-b" fill="url(#p1-g)"');
  });

  it('refuses a colour that is not #rrggbb', () => {
    const bad = { ...theme, classes: { ...theme.classes, accent1: { color: 'red;background:url(x)' } } };
    expect(renderPageSvg(document, 0, bad)).not.toContain('url(x)');
  });
});

describe('templateFeatures', () => {
  it('lists the classes, the text classes, the placeholders and the logo slot', () => {
    expect(templateFeatures(document)).toEqual({
      classes: ['accent1', 'accent2', 'dark1'],
      text_classes: ['dark1'],
      placeholders: ['isp', 'phone'],
      has_logo_slot: true,
    });
  });
});
