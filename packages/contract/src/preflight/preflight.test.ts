import { describe, expect, it } from 'vitest';
import type { SvgElement, TemplateDocument } from '../templates/document';
import { DEFAULT_COLORS } from '../templates/theme';
import { logoPlacement } from './logo-fit';
import { preflight } from './preflight';
import type { PreflightInput } from './preflight-input';

const el = (name: string, attrs: Record<string, string>, children: SvgElement['children'] = []): SvgElement => ({
  name,
  attrs,
  children,
});
const classes = Object.fromEntries(Object.entries(DEFAULT_COLORS).map(([k, color]) => [k, { color }])) as never;

/** 100 × 50 mm, a user unit a millimetre, 3 mm bleed; a fixed text and the logo on page 1, a text on page 2. */
function input(pageOne: SvgElement[], overrides: Partial<PreflightInput> = {}): PreflightInput {
  const document: TemplateDocument = {
    width: 100,
    height: 50,
    unit: 'mm',
    bleed: 3,
    view_box: [0, 0, 100, 50],
    defs: [],
    pages: [
      { name: 'Front', nodes: pageOne },
      { name: 'Back', nodes: [el('text', { x: '1', y: '25', 'font-size': '5' }, ['Back'])] },
    ],
  };
  return {
    document,
    slots: { texts: [], photos: [] },
    values: { classes, text: {} },
    photoSizes: new Map(),
    logo: null,
    request: { format: 'png', print_ready: false, page: 1 },
    fonts: { family: 'Source Sans 3', restricted: [] },
    ...overrides,
  };
}

describe('the logo in its box', () => {
  const box = el('image', { href: '{{logo}}', x: '10', y: '10', width: '40', height: '10' });
  it('is fitted whole and centred by default, sliced to its box, or stretched', () => {
    expect(logoPlacement(box, { width: 200, height: 100 })).toEqual({
      x: 20,
      y: 10,
      width: 20,
      height: 10,
      scaleX: 0.1,
      scaleY: 0.1,
    });
    const left = { ...box, attrs: { ...box.attrs, preserveAspectRatio: 'xMinYMid meet' } };
    expect(logoPlacement(left, { width: 200, height: 100 })?.x).toBe(10);
    const sliced = { ...box, attrs: { ...box.attrs, preserveAspectRatio: 'xMidYMid slice' } };
    expect(logoPlacement(sliced, { width: 200, height: 100 })).toMatchObject({ x: 10, width: 40, scaleX: 0.2 });
    const stretched = { ...box, attrs: { ...box.attrs, preserveAspectRatio: 'none' } };
    expect(logoPlacement(stretched, { width: 200, height: 100 })).toMatchObject({ scaleX: 0.2, scaleY: 0.1 });
  });
});

describe('the preflight', () => {
  it("places a text through its groups' translations, and checks only the exported page of a PNG", () => {
    const moved = el('g', { transform: 'translate(-8 0)' }, [
      el('text', { x: '10', y: '25', 'font-size': '5' }, ['Hi']),
    ]);
    const png = preflight(input([moved]));
    expect(png.findings.map((f) => [f.code, f.page, f.field])).toEqual([['safe_margin', 1, null]]);
    expect(png.findings[0]?.message).toBe(
      'The text "Hi" comes within 2 mm of the page\'s left edge, inside the 3 mm safe margin',
    );
    const pdf = preflight(input([moved], { request: { format: 'pdf', print_ready: false, page: 1 } }));
    expect(pdf.findings.map((f) => f.page)).toEqual([1, 2]);
  });

  it('leaves out a text under a transform it cannot follow', () => {
    const turned = el('g', { transform: 'rotate(90)' }, [el('text', { x: '1', y: '25', 'font-size': '5' }, ['Hi'])]);
    expect(preflight(input([turned])).findings).toEqual([]);
  });

  it('judges a screen template on neither margin, resolution nor bleed', () => {
    const base = input([el('text', { x: '0', y: '5', 'font-size': '5' }, ['Edge'])]);
    const screen = { ...base.document, unit: 'px' as const, bleed: 0 };
    expect(preflight({ ...base, document: screen, logo: { width: 2, height: 2 } }).findings).toEqual([]);
  });

  it('warns of a family the exports lack, once, unless a bundled one is named beside it', () => {
    const texts = [
      el('text', { x: '20', y: '25', 'font-size': '5', 'font-family': 'Helvetica, sans-serif' }, ['A']),
      el('text', { x: '20', y: '35', 'font-size': '5', 'font-family': 'Helvetica' }, ['B']),
      el('text', { x: '20', y: '45', 'font-size': '5', 'font-family': "Arial, 'Source Sans 3'" }, ['C']),
    ];
    const { ok, findings } = preflight(input(texts));
    expect(ok).toBe(true);
    expect(findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      [
        'font_not_embeddable',
        'warning',
        'The template asks for the font "Helvetica", which the exports do not have: its text is set in Source Sans 3',
      ],
    ]);
  });

  it('refuses a PDF or SVG while a bundled face may not be embedded, not a PNG', () => {
    const restricted = { family: 'Source Sans 3', restricted: ['SourceSans3-Bold'] };
    expect(preflight(input([], { fonts: restricted })).ok).toBe(true);
    const svg = preflight(input([], { fonts: restricted, request: { format: 'svg', print_ready: false, page: 1 } }));
    expect(svg.ok).toBe(false);
  });
});
