import { describe, expect, it } from 'vitest';
import type { SvgElement, SvgNode, TemplateDocument } from './document';
import { textBackgroundPairs } from './text-backgrounds';

const el = (name: string, attrs: Record<string, string> = {}, ...children: SvgNode[]): SvgElement => ({
  name,
  attrs,
  children,
});

const doc = (nodes: SvgNode[], defs: SvgNode[] = [], more: SvgNode[][] = []): TemplateDocument => ({
  width: 100,
  height: 100,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 100, 100],
  defs,
  pages: [nodes, ...more].map((page, i) => ({ name: `Page ${i + 1}`, nodes: page })),
});

/** The pairs as "text/background", in the function's order. */
const pairsOf = (document: TemplateDocument) => textBackgroundPairs(document).map((p) => `${p.text}/${p.background}`);

const gradient = (id: string, ...stops: Record<string, string>[]) =>
  el('linearGradient', { id }, ...stops.map((attrs, i) => el('stop', { offset: String(i), ...attrs })));

describe('textBackgroundPairs', () => {
  it('pairs a text with the shape under its anchor point, and nothing else', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'light1' }),
      el('rect', { x: '0', y: '60', width: '100', height: '40', class: 'dark1' }),
      el('text', { x: '10', y: '20', class: 'dark1' }, 'On light'),
      el('text', { x: '10', y: '80', class: 'light1' }, 'On dark'),
    ]);
    expect(pairsOf(document)).toEqual(['dark1/light1', 'light1/dark1']);
  });

  it('counts only shapes drawn before the text, the topmost first', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'accent1' }),
      el('circle', { cx: '50', cy: '50', r: '20', class: 'light2' }),
      el('text', { x: '50', y: '50', class: 'dark2', 'text-anchor': 'middle' }, 'In the circle'),
      el('rect', { width: '100', height: '100', class: 'dark1' }),
    ]);
    expect(pairsOf(document)).toEqual(['dark2/light2']);
  });

  it('reads fills, not strokes or gradient stops, from classes', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'light1' }),
      el('rect', { width: '100', height: '100', fill: 'none', class: 'stroke-accent2' }),
      el('text', { x: '5', y: '5', class: 'stroke-dark1' }, 'Outlined only'),
      el('text', { x: '5', y: '15', class: 'stroke-accent1 dark2' }, 'Filled and outlined'),
      el('text', { x: '5', y: '25', class: 'fill-accent1' }, 'Fill prefix'),
      el('text', { x: '5', y: '35', class: 'dark1' }),
    ]);
    expect(pairsOf(document)).toEqual(['accent1/light1', 'dark2/light1']);
  });

  it('follows translate() on ancestors and on the element, and text-anchor', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'light1' }),
      el(
        'g',
        { transform: 'translate(60 60)' },
        el('circle', { r: '10', class: 'accent2' }),
        el('text', { y: '4', 'text-anchor': 'middle', class: 'dark1' }, 'FREE'),
      ),
      el(
        'g',
        { transform: 'translate(10, 10)' },
        el('rect', { width: '20', height: '20', class: 'accent1', transform: 'translate(0 30)' }),
        el('text', { x: '5', y: '35', class: 'light1' }, 'Moved'),
        el('text', { x: '5', y: '5', class: 'dark2' }, 'Above it'),
      ),
    ]);
    expect(pairsOf(document)).toEqual(['light1/accent1', 'dark1/accent2', 'dark2/light1']);
  });

  it('takes every stop class of a gradient fill as a background', () => {
    const document = doc(
      [
        el('path', { d: 'M 0 0 H 100 V 50 Q 50 60 0 50 Z', fill: 'url(#hero)' }),
        el('rect', { x: '0', y: '80', width: '100', height: '5', fill: 'url(#streak)' }),
        el('text', { x: '10', y: '20', class: 'light1' }, 'Hero'),
        el('text', { x: '10', y: '58', class: 'accent2' }, 'Inside the curve'),
        el('text', { x: '10', y: '82', class: 'dark1' }, 'On a streak'),
        el('text', { x: '10', y: '70', class: 'dark2' }, 'Below the curve, on nothing'),
      ],
      [
        el(
          'defs',
          {},
          gradient('hero', { class: 'stop-accent1' }, { class: 'stop-dark1' }),
          // A stop faded out is not a background; the other one is.
          gradient('streak', { class: 'stop-light1', 'stop-opacity': '0' }, { class: 'stop-accent2' }),
        ),
      ],
    );
    expect(pairsOf(document)).toEqual([
      'accent2/accent1',
      'light1/accent1',
      'dark1/accent2',
      'accent2/dark1',
      'light1/dark1',
    ]);
  });

  it('draws shapes reached through <use>, at the use’s x and y', () => {
    const document = doc(
      [
        el('rect', { width: '100', height: '100', class: 'light1' }),
        el('use', { href: '#badge', x: '50', y: '50' }),
        el('use', { 'xlink:href': '#badge', x: '10', y: '90' }),
        el('text', { x: '50', y: '52', class: 'light1', 'text-anchor': 'middle' }, '1'),
        el('text', { x: '30', y: '92', class: 'dark1' }, 'Beside the badge'),
      ],
      [el('defs', {}, el('g', { id: 'badge' }, el('circle', { r: '8', class: 'accent1' })))],
    );
    expect(pairsOf(document)).toEqual(['light1/accent1', 'dark1/light1']);
  });

  it('checks the whole width of a text box, from its anchor', () => {
    const band = (x: string, cls: string) => el('rect', { x, y: '0', width: '50', height: '100', class: cls });
    const document = doc([
      band('0', 'light1'),
      band('50', 'dark1'),
      // Anchored at the end: its 40-wide box reaches back over both bands.
      el('text', { x: '70', y: '50', class: 'accent1', 'text-anchor': 'end', 'data-max-width': '40' }, '{{phone}}'),
      // The same box, anchored at the start, lies on the dark band only.
      el('text', { x: '55', y: '60', class: 'accent2', 'data-width': '40' }, '{{url}}'),
      el('text', { x: '40', y: '70', class: 'light2', 'text-anchor': 'middle', 'data-max-width': '10' }, 'x'),
    ]);
    expect(pairsOf(document)).toEqual(['accent1/light1', 'light2/light1', 'accent1/dark1', 'accent2/dark1']);
  });

  it('pairs each tspan in its own colour, inheriting the text’s where it has none', () => {
    const document = doc([
      el('rect', { width: '100', height: '50', class: 'accent1' }),
      el('rect', { x: '0', y: '50', width: '100', height: '50', class: 'light2' }),
      el(
        'text',
        { x: '10', y: '20', class: 'light1' },
        el('tspan', {}, 'Plain '),
        el('tspan', { class: 'accent2' }, 'bright'),
        el('tspan', { x: '10', y: '70', class: 'dark1' }, 'Next line'),
      ),
      el('g', { class: 'dark2' }, el('text', { x: '10', y: '80' }, 'Inherited from the group')),
    ]);
    expect(pairsOf(document)).toEqual(['accent2/accent1', 'light1/accent1', 'dark1/light2', 'dark2/light2']);
  });

  it('draws the shared background of named pages before each page', () => {
    const document = doc(
      [el('text', { x: '10', y: '10', class: 'dark1' }, 'Front')],
      [el('style', {}, '.light1{fill:#fff}'), el('rect', { width: '100%', height: '100%', class: 'light1' })],
      [
        [
          el('rect', { width: '100', height: '100', class: 'accent1' }),
          el('text', { x: '10', y: '10', class: 'light1' }, 'Back'),
        ],
      ],
    );
    expect(pairsOf(document)).toEqual(['light1/accent1', 'dark1/light1']);
  });

  it('sees through a tint, and through a half-transparent shape to what is beneath', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'dark1' }),
      el('circle', { cx: '50', cy: '50', r: '50', class: 'light1', opacity: '0.06' }),
      el('g', { opacity: '0.6' }, el('rect', { x: '0', y: '80', width: '100', height: '20', class: 'accent1' })),
      el('text', { x: '50', y: '50', class: 'light1' }, 'On the dark, under a tint'),
      el('text', { x: '50', y: '90', class: 'light2' }, 'On a half-transparent accent'),
    ]);
    expect(pairsOf(document)).toEqual(['light2/accent1', 'light1/dark1', 'light2/dark1']);
  });

  it('pairs nothing with an image or a colour that is not a class', () => {
    const document = doc([
      el('rect', { width: '100', height: '100', class: 'light1' }),
      el('image', { href: '{{logo}}', x: '0', y: '0', width: '50', height: '50' }),
      el('rect', { x: '50', y: '0', width: '50', height: '50', fill: '#ff0000' }),
      el('text', { x: '10', y: '10', class: 'dark1' }, 'On the logo'),
      el('text', { x: '60', y: '10', class: 'dark1' }, 'On red'),
      el('text', { x: '60', y: '60', class: 'dark2' }, 'On light'),
    ]);
    expect(pairsOf(document)).toEqual(['dark2/light1']);
  });

  it('reads the demo flyer: only the pairs its layout draws', () => {
    // letter-flyer.svg, cut down: a gradient hero, confetti, a checklist, an info box and a footer.
    const flyer = doc(
      [
        el('rect', { width: '816', height: '1056', class: 'light1' }),
        el('path', { d: 'M 0 0 H 816 V 430 Q 408 500 0 430 Z', fill: 'url(#hero)' }),
        el(
          'g',
          { opacity: '0.95' },
          el('rect', {
            x: '640',
            y: '60',
            width: '22',
            height: '10',
            class: 'accent2',
            transform: 'rotate(30 651 65)',
          }),
        ),
        el('text', { x: '64', y: '110', class: 'accent2' }, "YOU'RE INVITED"),
        el('text', { x: '64', y: '210', class: 'light1' }, 'GRAND'),
        el('text', { x: '64', y: '360', class: 'light2', 'data-max-width': '620' }, '{{tagline}}'),
        el('text', { x: '64', y: '540', class: 'dark1' }, 'Come and see our new service centre'),
        el('use', { href: '#check', x: '86', y: '648' }),
        el('text', { x: '128', y: '656', class: 'dark1' }, 'Live gigabit demos'),
        el('rect', { x: '64', y: '816', width: '688', height: '96', rx: '14', class: 'light2' }),
        el('rect', { x: '64', y: '816', width: '12', height: '96', rx: '6', class: 'accent2' }),
        el('text', { x: '100', y: '856', class: 'accent1' }, 'Saturday, 10 am – 4 pm'),
        el('text', { x: '100', y: '892', class: 'dark2', 'data-max-width': '630' }, '{{address}}'),
        el('rect', { x: '0', y: '946', width: '816', height: '110', class: 'dark1' }),
        el('rect', { x: '32', y: '960', width: '256', height: '82', rx: '12', class: 'light1' }),
        el('image', { href: '{{logo}}', x: '44', y: '966', width: '232', height: '70' }),
        el('text', { x: '776', y: '994', 'text-anchor': 'end', class: 'light1', 'data-max-width': '460' }, '{{phone}}'),
        el('text', { x: '776', y: '1028', 'text-anchor': 'end', class: 'light2', 'data-max-width': '460' }, '{{url}}'),
      ],
      [
        el('style', {}, '.accent1{fill:#1a73e8}'),
        el(
          'defs',
          {},
          gradient('hero', { class: 'stop-accent1' }, { class: 'stop-dark1' }),
          el(
            'g',
            { id: 'check' },
            el('circle', { r: '22', class: 'accent1' }),
            el('path', { d: 'M -10 1 L -3 8 L 11 -7', fill: 'none', class: 'stroke-light1' }),
          ),
        ),
      ],
    );
    expect(pairsOf(flyer)).toEqual([
      'accent2/accent1',
      'light1/accent1',
      'light2/accent1',
      'dark1/light1',
      'accent1/light2',
      'dark2/light2',
      'accent2/dark1',
      'light1/dark1',
      'light2/dark1',
    ]);
  });

  it('reads the demo postcard: a text on a half-dark hill, and a back page of its own', () => {
    // postcard.svg, cut down: two named pages, a house through <use>, a stamp box drawn as a stroke.
    const front = [
      el(
        'g',
        { 'data-page': 'Front' },
        el('rect', { x: '-12', y: '-12', width: '600', height: '408', fill: 'url(#dusk)' }),
        el('circle', { cx: '470', cy: '92', r: '120', class: 'light1', opacity: '0.06' }),
        el('path', {
          d: 'M -12 330 C 120 300 220 345 330 318 S 520 290 588 310 V 396 H -12 Z',
          class: 'dark1',
          opacity: '0.55',
        }),
        el('use', { href: '#house', x: '340', y: '184' }),
        el('text', { x: '36', y: '116', class: 'light1' }, 'Welcome to'),
        el('text', { x: '36', y: '352', class: 'light1', 'data-max-width': '280' }, '{{isp}}'),
      ),
    ];
    const back = [
      el(
        'g',
        { 'data-page': 'Back' },
        el('rect', { x: '-12', y: '-12', width: '600', height: '408', class: 'light1' }),
        el('rect', { x: '28', y: '204', width: '248', height: '66', rx: '8', class: 'light2' }),
        el('text', { x: '42', y: '254', class: 'accent1' }, 'First month on us'),
        el('rect', { x: '480', y: '34', width: '66', height: '78', fill: 'none', class: 'stroke-dark2' }),
        el('text', { x: '513', y: '70', 'text-anchor': 'middle', class: 'dark2' }, 'PLACE'),
      ),
    ];
    const postcard: TemplateDocument = {
      ...doc(
        front,
        [
          el(
            'defs',
            {},
            gradient('dusk', { class: 'stop-accent1' }, { class: 'stop-dark1' }),
            el('g', { id: 'house' }, el('path', { d: 'M 0 40 L 40 6 L 80 40 V 96 H 0 Z', class: 'light1' })),
          ),
        ],
        [back],
      ),
      view_box: [0, 0, 576, 384],
    };
    expect(pairsOf(postcard)).toEqual(['light1/accent1', 'dark2/light1', 'accent1/light2', 'light1/dark1']);
  });
});
