/** A clean template is accepted unchanged in meaning: its pages, geometry, definitions and links kept. */
import { describe, expect, it } from 'vitest';
import { readTemplateSvg } from '../read-template';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghNJbwAAAABJRU5ErkJggg==';

const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Exported by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"
     width="210mm" height="99mm" viewBox="0 0 210 99" data-bleed="3" font-family="'Source Sans 3'">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <style><![CDATA[ .title > tspan { font-weight: 700 } .frame { fill: url(#fade) } ]]></style>
  <defs>
    <linearGradient id="fade"><stop offset="0" class="stop-accent1"/><stop offset="1" class="stop-dark1"/></linearGradient>
    <clipPath id="clip"><rect width="210" height="99" rx="4"/></clipPath>
    <filter id="soft"><feGaussianBlur stdDeviation="1.5"/></filter>
    <path id="curve" d="M 10 80 Q 105 40 200 80"/>
  </defs>
  <g data-page="Front" clip-path="url(#clip)">
    <rect x="-3" y="-3" width="216" height="105" class="frame"/>
    <circle cx="180" cy="20" r="12" class="accent2 stroke-light1" stroke-width="2" filter="url(#soft)"/>
    <use href="#curve" class="stroke-accent2" fill="none"/>
    <image href="{{logo}}" x="10" y="8" width="40" height="16"/>
    <image xlink:href="${PNG}" x="60" y="8" width="4" height="4"/>
    <text x="10" y="50" class="title light1" font-size="12">Hello <tspan class="accent2">there</tspan></text>
    <text x="10" y="64" class="light1" font-size="10" data-width="150">{{isp}}</text>
    <text font-size="6" class="light2"><textPath href="#curve">Fast, local and friendly</textPath></text>
  </g>
  <g data-page="Back"><rect width="210" height="99" class="light1"/><text x="10" y="20" class="dark1" font-size="8" data-width="190" data-lines="3">{{address}}</text></g>
</svg>`;

describe('a clean template', () => {
  it('is accepted with its pages, size, bleed and definitions', () => {
    const { document, svg: stored, element_count } = readTemplateSvg(CLEAN);
    expect(document).toMatchObject({ width: 210, height: 99, unit: 'mm', bleed: 3, view_box: [0, 0, 210, 99] });
    expect(document.pages.map((p) => p.name)).toEqual(['Front', 'Back']);
    expect(document.defs.map((n) => typeof n !== 'string' && n.name)).toEqual(['style', 'defs']);
    expect(element_count).toBeGreaterThan(15);
    // Only the editor's leftovers are gone.
    expect(stored).not.toMatch(/inkscape|rdf:RDF|Exported by hand/);
    for (const kept of [
      'url(#fade)',
      'href="#curve"',
      'href="{{logo}}"',
      PNG,
      'data-width="150"',
      'class="accent2 stroke-light1"',
    ]) {
      expect(stored).toContain(kept);
    }
  });

  it('keeps the root font on every page and the CSS of a CDATA stylesheet', () => {
    const { document } = readTemplateSvg(CLEAN);
    const front = document.pages[0]!.nodes[0];
    expect(front).toMatchObject({ name: 'g', attrs: { 'font-family': "'Source Sans 3'" } });
    expect(document.defs[0]).toMatchObject({ name: 'style', children: [expect.stringContaining('.title > tspan')] });
  });

  it('reads the same when its stored SVG is read again', () => {
    const first = readTemplateSvg(CLEAN);
    const again = readTemplateSvg(first.svg);
    expect(again.document).toEqual(first.document);
    expect(again.svg).toBe(first.svg);
  });

  it('without named pages is one page, "Page 1", sized by its viewBox in px', () => {
    const { document } = readTemplateSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 628"><style>.a{fill:red}</style><rect class="a"/><text font-size="40" data-width="600">{{isp}}</text></svg>',
    );
    expect(document).toMatchObject({ width: 1200, height: 628, unit: 'px', bleed: 0, view_box: [0, 0, 1200, 628] });
    expect(document.pages).toEqual([
      {
        name: 'Page 1',
        nodes: [
          { name: 'rect', attrs: { class: 'a' }, children: [] },
          { name: 'text', attrs: { 'font-size': '40', 'data-width': '600' }, children: ['{{isp}}'] },
        ],
      },
    ]);
  });

  it('quotes a font family a browser would otherwise drop, as resvg reads it', () => {
    const { document, svg: stored } = readTemplateSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" font-family="Source Sans 3, sans-serif"><text font-family="Arial" font-size="4" data-width="10">{{isp}}</text></svg>',
    );
    expect(document.pages[0]!.nodes[0]).toMatchObject({ attrs: { 'font-family': "'Source Sans 3', sans-serif" } });
    expect(stored).toContain(`font-family="'Source Sans 3', sans-serif"`);
    expect(stored).toContain('font-family="Arial"');
  });

  it('in inches without a viewBox gets one in CSS pixels, and a bleed given in mm', () => {
    const { document } = readTemplateSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="6in" height="4in" data-bleed="3.175mm"><rect/></svg>',
    );
    expect(document).toMatchObject({ width: 6, height: 4, unit: 'in', bleed: 0.125, view_box: [0, 0, 576, 384] });
  });
});
