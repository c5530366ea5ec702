/** Who may use the template routes, and the 400s that name the field (nothing is written). */
import { TEMPLATE_NAME_MAX, TEMPLATE_SVG_MAX_BYTES } from '@stockroom/contract';
import { templates } from '@stockroom/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, type Method, type TestApp } from '../../../test/build';
import { insertTemplate, TEST_TEMPLATE_SVG } from '../../../test/templates';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let existing: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = (await t.sessionFor('member')).headers;
  existing = await insertTemplate(t.database.db);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
const templateCount = async () => (await t.database.db.select({ n: count() }).from(templates))[0]?.n ?? 0;

describe('the template routes', () => {
  const routes = (): [Method, string, object?][] => [
    ['GET', '/api/templates'],
    ['GET', `/api/templates/${existing}`],
    ['POST', '/api/templates', { name: 'x', svg: TEST_TEMPLATE_SVG }],
    ['PUT', `/api/templates/${existing}`, { name: 'x' }],
    ['DELETE', `/api/templates/${existing}`],
  ];

  it('are for admins: 403 for a member, 401 without a token', async () => {
    for (const [method, url, body] of routes()) {
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/templates/${existing}`, admin)).json().name).toBe('Test template');
  });
});

describe('a template upload that breaks the contract', () => {
  const svg = TEST_TEMPLATE_SVG;
  it.each([
    ['a missing name', { svg }, 'name'],
    ['a blank name', { name: '   ', svg }, 'name'],
    [`a name over ${TEMPLATE_NAME_MAX} characters`, { name: 'x'.repeat(TEMPLATE_NAME_MAX + 1), svg }, 'name'],
    ['a missing SVG', { name: 'No file' }, 'svg'],
    ['an empty SVG', { name: 'Empty', svg: '' }, 'svg'],
    ['an SVG that is not text', { name: 'Number', svg: 42 }, 'svg'],
    ['an SVG over the size cap', { name: 'Huge', svg: `${svg}${' '.repeat(TEMPLATE_SVG_MAX_BYTES)}` }, 'svg'],
    [
      'an SVG whose quotes make the body larger than the SVG cap',
      { name: 'Quoted', svg: svg.replace('</svg>', `<desc>${'"'.repeat(TEMPLATE_SVG_MAX_BYTES)}</desc></svg>`) },
      'svg',
    ],
    ['text that is not SVG', { name: 'Text', svg: 'hello' }, 'svg'],
    ['an SVG with a script', { name: 'Script', svg: svg.replace('<rect', '<script>alert(1)</script><rect') }, 'svg'],
  ])('is refused with 400 naming the field: %s', async (_what, body, field) => {
    const before = await templateCount();
    const res = await call('POST', '/api/templates', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining([field]));
    expect(await templateCount()).toBe(before);
  });

  it('refuses a print template without a bleed, saying how to add one', async () => {
    const before = await templateCount();
    const letter = svg.replace('width="400" height="200"', 'width="8.5in" height="11in"');
    const res = await call('POST', '/api/templates', admin, { name: 'No bleed', svg: letter });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/needs a bleed of at least 3 mm: add data-bleed="3mm" \(or "0.125in"\)/);
    expect(await templateCount()).toBe(before);
  });

  it('answers 400 naming the id for an id that is no id', async () => {
    const res = await call('GET', '/api/templates/not-an-id', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('id');
  });

  it('is refused on update too, leaving the template as it was', async () => {
    const res = await call('PUT', `/api/templates/${existing}`, admin, { name: '', svg: 'nope' });
    expect(res.statusCode).toBe(400);
    const after = (await call('GET', `/api/templates/${existing}`, admin)).json();
    expect(after).toMatchObject({ name: 'Test template', version: 1 });
  });
});
