import { describe, expect, it } from 'vitest';
import type { SvgElement, TemplateDocument } from './document';
import { photoPlacement } from './photo-placement';
import { renderPageSvg } from './render-page';
import { completeText, templateSlots } from './slots';
import { overflowBySlot, overflowMessage, textOverflows } from './text-overflows';
import { themeFromBrand } from './theme';

const headline: SvgElement = {
  name: 'text',
  attrs: {
    'data-slot': 'headline',
    'data-label': 'Headline',
    x: '40',
    y: '100',
    'font-size': '60',
    'font-weight': '900',
    'data-width': '520',
    'data-lines': '2',
  },
  children: ['GRAND OPENING'],
};
const phone = (y: string): SvgElement => ({
  name: 'text',
  attrs: { x: '40', y, 'font-size': '24', 'data-width': '300' },
  children: ['Call {{phone}}'],
});
const photo: SvgElement = {
  name: 'image',
  attrs: {
    'data-slot': 'photo',
    'data-label': 'Storefront',
    x: '0',
    y: '300',
    width: '600',
    height: '200',
    href: 'data:image/jpeg;base64,AAAA',
    'data-natural-width': '400',
    'data-natural-height': '400',
  },
  children: [],
};
const document: TemplateDocument = {
  width: 600,
  height: 600,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 600, 600],
  defs: [],
  pages: [
    { name: 'Front', nodes: [headline, phone('250'), photo] },
    { name: 'Back', nodes: [{ ...headline, attrs: { ...headline.attrs, y: '200' } }, phone('400')] },
  ],
};
const theme = (text: Record<string, string>) => ({ ...themeFromBrand({}, ['phone']), text });

describe('templateSlots', () => {
  it('lists text slots, brand placeholders and photo slots once each, with the pages that show them', () => {
    const slots = templateSlots(document);
    expect(slots.texts).toEqual([
      {
        name: 'headline',
        label: 'Headline',
        default: 'GRAND OPENING',
        brand: false,
        locked: false,
        lines: 2,
        pages: [0, 1],
      },
      { name: 'phone', label: 'Phone', default: '', brand: true, locked: false, lines: 1, pages: [0, 1] },
    ]);
    expect(slots.photos).toEqual([
      expect.objectContaining({
        name: 'photo',
        label: 'Storefront',
        width: 600,
        height: 200,
        natural_width: 400,
        pages: [0],
      }),
    ]);
  });

  it("applies the admin's locks and labels", () => {
    const slots = templateSlots(document, { headline: { locked: true, label: 'Title' }, photo: { label: 'Shop' } });
    expect(slots.texts[0]).toMatchObject({ label: 'Title', locked: true });
    expect(slots.photos[0]?.label).toBe('Shop');
  });
});

describe('completeText', () => {
  const slots = templateSlots(document, { headline: { locked: true } });
  it('gives a missing slot its default and a locked one its default whatever was saved', () => {
    expect(completeText(slots, { headline: 'Sale', phone: '555' }, { phone: '999' })).toEqual({
      headline: 'GRAND OPENING',
      phone: '555',
    });
    expect(completeText(templateSlots(document), {}, { phone: '999' })).toEqual({
      headline: 'GRAND OPENING',
      phone: '999',
    });
  });
});

describe('renderPageSvg with slots', () => {
  it("draws a slot's value on every page that shows it, escaped, as fitted lines", () => {
    const front = renderPageSvg(document, 0, theme({ headline: '<b>Open & ready</b>', phone: '555' }));
    const back = renderPageSvg(document, 1, theme({ headline: '<b>Open & ready</b>', phone: '555' }));
    for (const svg of [front, back]) {
      expect(svg).toContain('>&lt;b&gt;Open &amp;</tspan>');
      expect(svg).toContain('>ready&lt;/b&gt;</tspan>');
    }
    expect(front).not.toContain('GRAND OPENING');
  });

  it('wraps a long value onto the lines its box holds and shrinks it before giving up', () => {
    const svg = renderPageSvg(
      document,
      0,
      theme({ headline: 'OUR BRAND NEW SERVICE CENTRE IS OPEN ON MAIN STREET', phone: '' }),
    );
    const headlineText = svg.slice(svg.indexOf('data-slot="headline"'));
    const size = Number(/font-size="([\d.]+)"/.exec(headlineText)?.[1]);
    expect(size).toBeLessThan(60);
    expect(size).toBeGreaterThanOrEqual(42);
    expect(headlineText.slice(0, headlineText.indexOf('</text>')).match(/<tspan/g)).toHaveLength(2);
  });

  it('places a photo to cover its frame, clipped to it', () => {
    const svg = renderPageSvg(document, 0, {
      ...theme({}),
      slotPhotos: { photo: { href: 'data:image/jpeg;base64,BBBB', width: 300, height: 100, zoom: 2, x: 0, y: 1 } },
    });
    const drawn = photoPlacement(
      { x: 0, y: 300, width: 600, height: 200 },
      { width: 300, height: 100 },
      { zoom: 2, x: 0, y: 1 },
    );
    expect(drawn).toEqual({ x: 0, y: 100, width: 1200, height: 400 });
    expect(svg).toMatch(/<clipPath id="slot-photo-0"><rect x="0" y="300" width="600" height="200"\/><\/clipPath>/);
    expect(svg).toContain(
      'href="data:image/jpeg;base64,BBBB" x="0" y="100" width="1200" height="400" preserveAspectRatio="none"',
    );
  });

  it("keeps the template's own photo, centred, when the member chose none", () => {
    const svg = renderPageSvg(document, 0, theme({}));
    expect(svg).toContain('href="data:image/jpeg;base64,AAAA" x="0" y="100" width="600" height="600"');
  });
});

describe('textOverflows', () => {
  it('names the slot whose text cannot fit even at its smallest size, with how many characters too many', () => {
    const long = 'SUPERCALIFRAGILISTICEXPIALIDOCIOUS '.repeat(4);
    const found = overflowBySlot(textOverflows(document, { headline: long, phone: '555' }));
    expect([...found.keys()]).toEqual(['headline']);
    const over = found.get('headline') ?? 0;
    expect(over).toBeGreaterThan(0);
    expect(
      overflowBySlot(textOverflows(document, { headline: [...long].slice(0, long.length - over).join(''), phone: '' }))
        .size,
    ).toBe(0);
    expect(overflowMessage(templateSlots(document), 'headline', 3)).toBe(
      'Headline is 3 characters too long for its box: shorten it',
    );
  });

  it('names the placeholders of a brand text that no longer fits', () => {
    const found = overflowBySlot(textOverflows(document, { headline: 'Hi', phone: '555 0100 '.repeat(12) }));
    expect([...found.keys()]).toEqual(['phone']);
  });
});

describe('marking slots for the editor', () => {
  it('names on each boxed text the slots it shows, when asked', () => {
    const svg = renderPageSvg(document, 0, theme({ headline: 'Hi', phone: '555' }), { markSlots: true });
    expect(svg).toContain('data-slot="headline"');
    expect(svg).toMatch(/<text data-slot="headline"[^>]* data-slots="headline"/);
    expect(svg).toMatch(/<text x="40" y="250"[^>]* data-slots="phone"/);
    expect(renderPageSvg(document, 0, theme({ headline: 'Hi', phone: '555' }))).not.toContain('data-slots');
  });
});
