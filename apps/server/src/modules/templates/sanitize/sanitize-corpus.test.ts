/**
 * The sanitizer against a corpus of attacks (DESIGN §1.7): every one is refused with a reason,
 * never passed through or quietly cleaned; a clean template is accepted unchanged in meaning.
 */
import { TEMPLATE_MAX_ELEMENTS } from '@stockroom/contract';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../errors';
import { readTemplateSvg } from '../read-template';

const svg = (body: string, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"${rootAttrs}>${body}</svg>`;

function refusal(text: string): AppError {
  try {
    readTemplateSvg(text);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the SVG was accepted');
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghNJbwAAAABJRU5ErkJggg==';

const ATTACKS: [string, string, RegExp][] = [
  ['a script element', svg('<script>alert(1)</script>'), /<script>/],
  [
    'a script in the XHTML namespace',
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    /script/,
  ],
  ['an upper-case SCRIPT', svg('<SCRIPT>alert(1)</SCRIPT>'), /SCRIPT/],
  ['an onload handler on the root', svg('<rect/>', ' onload="alert(1)"'), /onload/],
  ['an onclick handler', svg('<rect onclick="alert(1)" width="5" height="5"/>'), /onclick/],
  ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript|<a>/],
  ['a plain <a href>', svg('<a href="https://example.com"><rect width="5" height="5"/></a>'), /<a>/],
  ['an <a> to an id', svg('<a href="#x"><rect id="x" width="5" height="5"/></a>'), /<a>/],
  ['an xlink:href to /etc/passwd', svg('<image xlink:href="/etc/passwd" width="5" height="5"/>'), /\/etc\/passwd/],
  ['a file: image', svg('<image href="file:///etc/passwd" width="5" height="5"/>'), /file:/],
  ['an external https image', svg('<image href="https://evil.example/x.png" width="5" height="5"/>'), /https:/],
  ['a relative image path', svg('<image href="logo.png" width="5" height="5"/>'), /logo\.png/],
  ['an SVG data image', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="5" height="5"/>'), /svg\+xml/],
  [
    'a link with another xlink prefix',
    svg('<image x:href="https://evil.example/a.png" xmlns:x="http://www.w3.org/1999/xlink"/>'),
    /href/,
  ],
  ['<style>@import', svg('<style>@import url(https://evil.example/x.css); rect{fill:red}</style>'), /@import/],
  ['<style> with an external url()', svg('<style>rect{fill:url(https://evil.example/p.svg#p)}</style>'), /url\(https/],
  [
    'a style attribute with an external url()',
    svg('<rect style="fill:url(https://evil.example/p.svg#p)"/>'),
    /url\(https/,
  ],
  ['a fill attribute with an external url()', svg('<rect fill="url(https://evil.example/p.svg#p)"/>'), /url\(https/],
  ['a filter attribute with a file url()', svg('<rect filter="url(file:///etc/passwd#f)"/>'), /url\(file/],
  ['a CSS expression()', svg('<rect style="width:expression(alert(1))"/>'), /expression/],
  ['a CSS behavior', svg('<style>rect{behavior:url(#x)}</style>'), /behavior/],
  ['a CSS escape hiding url(', svg('<style>rect{fill:u\\72l(https://evil.example/)}</style>'), /escape/],
  ['javascript: in CSS', svg('<rect style="background:javascript:alert(1)"/>'), /javascript/],
  [
    'an HTML foreignObject',
    svg(
      '<foreignObject width="50" height="50"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
    /foreignObject/,
  ],
  ['an iframe', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/>'), /iframe/],
  [
    'animate changing href',
    svg('<a href="#a"><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'),
    /<animate>/,
  ],
  [
    'set changing href',
    svg('<image href="#a"><set attributeName="href" to="https://evil.example/x.png"/></image>'),
    /<set>/,
  ],
  [
    'animateTransform',
    svg('<rect><animateTransform attributeName="transform" type="rotate" to="90"/></rect>'),
    /animateTransform/,
  ],
  ['a use of an external file', svg('<use href="https://evil.example/sprite.svg#icon"/>'), /https:/],
  ['a use of a data: SVG', svg('<use xlink:href="data:image/svg+xml;base64,PHN2Zy8+#a"/>'), /data:image\/svg/],
  ['the logo slot on <use>', svg('<use href="{{logo}}"/>'), /\{\{logo\}\} is a slot for <image> only/],
  ['a feImage of a local file', svg('<filter id="f"><feImage href="/etc/hosts"/></filter>'), /\/etc\/hosts/],
  [
    'entity expansion',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    /DOCTYPE/,
  ],
  [
    'an external entity',
    `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
    /DOCTYPE/,
  ],
  ['a CDATA breaking out of <style>', svg('<style><![CDATA[</style><script>alert(1)</script>]]></style>'), /CDATA/],
  ['a CDATA with markup in a text', svg('<text><![CDATA[<img src=x onerror=alert(1)>]]></text>'), /CDATA/],
  [
    'an xml-stylesheet instruction',
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('<rect/>')}`,
    /xml-stylesheet/,
  ],
  ['a page of 3 km', svg('<rect/>').replace('width="100" height="100"', 'width="3000mm" height="10mm"'), /2000 mm/],
  ['a width in percent', svg('<rect/>').replace('width="100"', 'width="100%"'), /percentages/],
  ['a broken text box', svg('<text data-max-width="wide">{{isp}}</text>'), /data-max-width/],
];

describe('the sanitizer refuses', () => {
  it.each(ATTACKS)('%s', (_what, text, reason) => {
    const error = refusal(text);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.length).toBeGreaterThan(0);
    for (const issue of error.issues ?? []) {
      expect(issue.path).toBe('svg');
      expect(issue.message).toMatch(/^The SVG was refused: /);
    }
    expect(error.issues?.map((i) => i.message).join('\n')).toMatch(reason);
  });

  it('lists every refused thing, one issue each', () => {
    const error = refusal(svg('<script>x</script><rect onclick="x()"/><image href="https://e.example/a.png"/>'));
    expect(error.issues).toHaveLength(3);
  });

  it(`a document of more than ${TEMPLATE_MAX_ELEMENTS} elements`, () => {
    const error = refusal(svg('<rect/>'.repeat(TEMPLATE_MAX_ELEMENTS)));
    expect(error.message).toMatch(/elements; a template has at most/);
  });

  it.each([
    ['an empty text', 'nothing here'],
    ['an HTML page', '<html><body><svg/></body></html>'],
    ['a broken document', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['an svg outside the SVG namespace', '<svg width="10" height="10"><rect/></svg>'],
  ])('%s, which is no SVG', (_what, text) => {
    const error = refusal(text);
    expect(error.status).toBe(400);
    expect(error.issues?.[0]?.message).toMatch(/not (a well-formed SVG|an SVG document)/);
  });
});

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
    <text x="10" y="50" class="title light1" font-size="12" data-max-width="150">Hello <tspan class="accent2">{{isp}}</tspan></text>
    <text font-size="6" class="light2"><textPath href="#curve">{{url}} · {{phone}}</textPath></text>
  </g>
  <g data-page="Back"><rect width="210" height="99" class="light1"/><text x="10" y="20" class="dark1">{{address}}</text></g>
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
      'data-max-width="150"',
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
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 628"><style>.a{fill:red}</style><rect class="a"/><text>{{isp}}</text></svg>',
    );
    expect(document).toMatchObject({ width: 1200, height: 628, unit: 'px', bleed: 0, view_box: [0, 0, 1200, 628] });
    expect(document.pages).toEqual([
      {
        name: 'Page 1',
        nodes: [
          { name: 'rect', attrs: { class: 'a' }, children: [] },
          { name: 'text', attrs: {}, children: ['{{isp}}'] },
        ],
      },
    ]);
  });

  it('in inches without a viewBox gets one in CSS pixels, and a bleed given in mm', () => {
    const { document } = readTemplateSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="6in" height="4in" data-bleed="3.175mm"><rect/></svg>',
    );
    expect(document).toMatchObject({ width: 6, height: 4, unit: 'in', bleed: 0.125, view_box: [0, 0, 576, 384] });
  });
});
