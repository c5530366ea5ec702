/**
 * The SVG export through the app (decision 0026): by default its text stays text in embedded font
 * subsets; `outlines` draws it as paths instead, and is refused for any other format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization, giveBrand } from '../../../test/customization';

let c: Customization;
let projectId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  c = await buildCustomization();
  const member = c.members.yes;
  await giveBrand(c.t, member.userId, { name: 'Acme & Sons', phone: '555 0100', website: 'acme.example' });
  const product = await c.product();
  const project = await c.open(product.id, member.headers);
  projectId = project.project_id;
  headers = c.withToken(member.headers, project.user_token);
});
afterAll(() => c.t.close());

const exportAs = (body: object) => c.call('POST', `/api/projects/${projectId}/exports`, headers, body);

async function exportedSvg(body: object) {
  const started = await exportAs(body);
  expect(started.statusCode, started.body).toBe(202);
  const ready = await c.settled(started.json().id, c.members.yes.headers);
  expect(ready.status, ready.error).toBe('ready');
  const file = await c.call('GET', ready.download_url, {});
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
  return file.body;
}

describe('exporting an SVG', () => {
  it('keeps the text as text, with the font it uses embedded', async () => {
    const svg = await exportedSvg({ format: 'svg' });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(svg).toContain('Acme &amp; Sons</text>');
    expect(svg).toMatch(/@font-face\{font-family:'Source Sans 3';[^}]*src:url\(data:font\/ttf;base64,/);
  });

  it('draws the text as outlines when asked, embedding no font', async () => {
    const svg = await exportedSvg({ format: 'svg', outlines: true });
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toContain('Acme');
    expect(svg).not.toContain('@font-face');
    expect(svg).toMatch(/<path d="M/);
  });

  it('refuses outlines for a PNG or a PDF, naming the field', async () => {
    for (const format of ['png', 'pdf']) {
      const res = await exportAs({ format, outlines: true });
      expect(res.statusCode, format).toBe(400);
      expect(res.json().issues, format).toEqual([
        { path: 'outlines', message: 'Text as outlines is for SVG exports only' },
      ]);
    }
  });
});
