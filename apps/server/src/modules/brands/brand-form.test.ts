/**
 * The brand form's fields and sections (spec §7, decision 0018): a field's `section` and a
 * section's `fields` stay in step through every write, and brands' values are never touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectInto, type Method, MISSING_ID, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) =>
  injectInto(t.app, method, `/brands-api${url}`, admin, payload);
interface Field {
  id: string;
  name: string;
  section: string;
}
interface Section {
  id: string;
  name: string;
  fields: string[];
}
const ok = async (method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const newField = (name: string, section = '', type = 'text'): Promise<Field> =>
  ok('POST', '/fields', { name, label: `${name} label`, type, section }, 201);
const newSection = (name: string, fields: string[] = []): Promise<Section> =>
  ok('POST', '/sections', { name, label: `${name} label`, fields }, 201);
const sections = async () =>
  Object.fromEntries(((await ok('GET', '/sections')) as Section[]).map((s) => [s.name, s.fields]));
const fieldSections = async () =>
  Object.fromEntries(((await ok('GET', '/fields')) as Field[]).map((f) => [f.name, f.section]));
const fail = async (method: Method, url: string, payload: object, status: number, path: string) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().issues?.[0]?.path).toBe(path);
};

describe('fields', () => {
  it('are created, read, listed by name, changed and deleted', async () => {
    const field = await newField('zeta');
    expect(field).toMatchObject({ name: 'zeta', label: 'zeta label', type: 'text', section: '' });
    expect(await ok('GET', `/fields/${field.id}`)).toEqual(field);
    const changed = await ok('PATCH', `/fields/${field.id}`, { label: 'Zeta', type: 'color' });
    expect(changed).toMatchObject({ name: 'zeta', label: 'Zeta', type: 'color' });
    expect(await ok('DELETE', `/fields/${field.id}`)).toEqual({ id: field.id });
    expect((await call('GET', `/fields/${field.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/fields/${MISSING_ID}`, { label: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/fields/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('refuses a taken name with 409, an unknown type or section or a bad name with 400, naming each', async () => {
    const taken = await newField('taken');
    await fail('POST', '/fields', { name: 'taken', label: 'x', type: 'text' }, 409, 'name');
    const other = await newField('other');
    await fail('PATCH', `/fields/${other.id}`, { name: 'taken' }, 409, 'name');
    await fail('POST', '/fields', { name: 'kind', label: 'x', type: 'number' }, 400, 'type');
    await fail('POST', '/fields', { name: 'placed', label: 'x', type: 'text', section: 'nowhere' }, 400, 'section');
    await fail('PATCH', `/fields/${taken.id}`, { section: 'nowhere' }, 400, 'section');
    await fail('POST', '/fields', { name: 'has space', label: 'x', type: 'text' }, 400, 'name');
    await fail('POST', '/fields', { name: 'id', label: 'x', type: 'text' }, 400, 'name');
    await fail('POST', '/fields', { name: 'nolabel', label: ' ', type: 'text' }, 400, 'label');
    expect((await ok('GET', `/fields/${taken.id}`)).section).toBe('');
  });

  it('join the end of the section they name, move when it changes, and follow a rename', async () => {
    await newSection('look');
    await newSection('reach');
    const a = await newField('look-a', 'look');
    await newField('look-b', 'look');
    expect((await sections()).look).toEqual(['look-a', 'look-b']);
    await ok('PATCH', `/fields/${a.id}`, { section: 'reach' });
    expect(await sections()).toMatchObject({ look: ['look-b'], reach: ['look-a'] });
    await ok('PATCH', `/fields/${a.id}`, { name: 'reach-a' });
    expect(await sections()).toMatchObject({ look: ['look-b'], reach: ['reach-a'] });
    expect((await fieldSections())['reach-a']).toBe('reach');
    await ok('PATCH', `/fields/${a.id}`, { section: '' });
    expect((await sections()).reach).toEqual([]);
  });

  it('leave their section when deleted, and brands keep their values', async () => {
    await newSection('gone-with');
    const f = await newField('colour-x', 'gone-with', 'color');
    await newField('kept', 'gone-with');
    const brand = await ok('POST', '/brands', { name: 'Kept Values', 'colour-x': '#123456' }, 201);
    await ok('DELETE', `/fields/${f.id}`);
    expect((await sections())['gone-with']).toEqual(['kept']);
    expect(await ok('GET', `/brands/${brand.id}`)).toMatchObject({ 'colour-x': '#123456' });
    // No longer a field: the key takes any string.
    expect(await ok('PATCH', `/brands/${brand.id}`, { 'colour-x': 'blue' })).toMatchObject({ 'colour-x': 'blue' });
  });
});

describe('sections', () => {
  it('are listed in the order they were made, read, renamed and deleted', async () => {
    const first = await newSection('s-first');
    const second = await newSection('s-second');
    const names = ((await ok('GET', '/sections')) as Section[]).map((s) => s.name);
    expect(names.indexOf('s-first')).toBeLessThan(names.indexOf('s-second'));
    expect(await ok('GET', `/sections/${first.id}`)).toEqual({ ...first, label: 's-first label' });
    await newField('in-second', 's-second');
    await ok('PATCH', `/sections/${second.id}`, { name: 's-renamed', label: 'Renamed' });
    expect((await fieldSections())['in-second']).toBe('s-renamed');
    expect(await ok('DELETE', `/sections/${second.id}`)).toEqual({ id: second.id });
    expect((await fieldSections())['in-second']).toBe('');
    expect((await call('GET', `/sections/${second.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/sections/${second.id}`)).statusCode).toBe(404);
  });

  it('refuse unknown or repeated fields naming fields, and a taken name with 409', async () => {
    await newField('only-once');
    await fail('POST', '/sections', { name: 'bad-list', label: 'x', fields: ['nope'] }, 400, 'fields');
    await fail(
      'POST',
      '/sections',
      { name: 'bad-list', label: 'x', fields: ['only-once', 'only-once'] },
      400,
      'fields',
    );
    const s = await newSection('free-name');
    await fail('POST', '/sections', { name: 'free-name', label: 'x' }, 409, 'name');
    await newSection('other-name');
    await fail('PATCH', `/sections/${s.id}`, { name: 'other-name' }, 409, 'name');
    await fail('PATCH', `/sections/${s.id}`, { fields: ['nope'] }, 400, 'fields');
    expect((await fieldSections())['only-once']).toBe('');
  });

  it('reorder with a list, move listed fields in from other sections, and leave dropped ones in none', async () => {
    const from = await newSection('from');
    const to = await newSection('to');
    for (const name of ['f1', 'f2', 'f3']) await newField(name, 'from');
    await newField('t1', 'to');
    await ok('PATCH', `/sections/${from.id}`, { fields: ['f3', 'f1', 'f2'] });
    expect((await sections()).from).toEqual(['f3', 'f1', 'f2']);
    const moved = await ok('PATCH', `/sections/${to.id}`, { fields: ['f1', 't1'] });
    expect(moved.fields).toEqual(['f1', 't1']);
    expect(await sections()).toMatchObject({ from: ['f3', 'f2'], to: ['f1', 't1'] });
    expect(await fieldSections()).toMatchObject({ f1: 'to', f2: 'from', f3: 'from', t1: 'to' });
    await ok('PATCH', `/sections/${to.id}`, { fields: ['f1'] });
    expect(await fieldSections()).toMatchObject({ f1: 'to', t1: '' });
    const created = await newSection('takes', ['f2']);
    expect(created.fields).toEqual(['f2']);
    expect(await sections()).toMatchObject({ from: ['f3'], takes: ['f2'] });
    expect((await fieldSections()).f2).toBe('takes');
  });
});
