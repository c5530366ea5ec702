/**
 * The sanitizer against a corpus of attacks (DESIGN §1.7): every one is refused with a reason,
 * never passed through or quietly cleaned.
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
