/**
 * A member's themes (spec §3 template customization): the first made from their brand, then the
 * ones they saved; saving, renaming, recolouring and deleting their own; 404 for anyone else's.
 */
import { ZERO_UUID } from '@stockroom/contract';
import { themes } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization, giveBrand } from '../../../test/customization';
import { THEMES_PER_MEMBER } from './themes.service';

let c: Customization;
let member: Customization['members']['yes'];

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  await giveBrand(c.t, member.userId, {
    name: 'Acme Print',
    accent2: '#123456',
    phone: '555 0100',
    website: 'https://acme.example',
    tagline: 'Printed right',
  });
});
afterAll(() => c.t.close());

const classes = (accent1 = '#00aa00') => ({
  accent1: { color: accent1 },
  accent2: { color: '#111111' },
  light1: { color: '#ffffff' },
  light2: { color: '#eeeeee' },
  dark1: { color: '#000000' },
  dark2: { color: '#222222' },
});
const list = async (headers: object = member.headers) =>
  (await c.call('GET', '/api/templateCustomizations', headers)).json() as { id: string; name: string }[];
const create = (body: object, headers: object = member.headers) =>
  c.call('POST', '/api/templateCustomizations', headers, body);

describe('the list of themes', () => {
  it("starts with the member's brand: its colours, and every brand text under its placeholder", async () => {
    const [first] = await list();
    expect(first).toEqual({
      id: ZERO_UUID,
      name: 'Acme Print brand',
      source: 'brand',
      classes: expect.objectContaining({ accent2: { color: '#123456' }, accent1: { color: '#1a73e8' } }),
      text: { isp: 'Acme Print', url: 'https://acme.example', phone: '555 0100', tagline: 'Printed right' },
    });
  });

  it('starts with standard colours for a member without a brand', async () => {
    const [first] = await list(c.members.gated.headers);
    expect(first).toMatchObject({ id: ZERO_UUID, name: 'Standard colours', source: 'brand', text: { isp: '' } });
  });
});

describe('saved themes', () => {
  it('saves, renames, recolours and deletes a theme, listed after the brand, oldest first', async () => {
    const a = await create({ name: ' Summer ', classes: classes(), text: { isp: 'Summer sale' } });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Summer', source: 'saved', text: { isp: 'Summer sale' } });
    const b = (await create({ name: 'Winter', classes: classes('#0000aa'), text: {} })).json();
    expect((await list()).map((t) => t.name)).toEqual(['Acme Print brand', 'Summer', 'Winter']);

    const renamed = await c.call('PUT', `/api/templateCustomizations/${a.json().id}`, member.headers, {
      name: 'Spring',
      classes: classes('#abcdef'),
    });
    expect(renamed.json()).toMatchObject({
      name: 'Spring',
      classes: { accent1: { color: '#abcdef' } },
      text: { isp: 'Summer sale' },
    });

    expect((await c.call('DELETE', `/api/templateCustomizations/${b.id}`, member.headers)).json()).toEqual({
      id: b.id,
    });
    expect((await list()).map((t) => t.name)).toEqual(['Acme Print brand', 'Spring']);
  });

  it("is 404 to another member, and the brand's theme cannot be changed or deleted", async () => {
    const theme = (await create({ name: 'Mine', classes: classes(), text: {} })).json();
    const other = c.members.gated.headers;
    for (const id of [theme.id, ZERO_UUID]) {
      const headers = id === ZERO_UUID ? member.headers : other;
      expect((await c.call('PUT', `/api/templateCustomizations/${id}`, headers, { name: 'Stolen' })).statusCode).toBe(
        404,
      );
      expect((await c.call('DELETE', `/api/templateCustomizations/${id}`, headers)).statusCode).toBe(404);
    }
    expect((await list(other)).map((t) => t.id)).not.toContain(theme.id);
    expect((await list()).find((t) => t.id === theme.id)?.name).toBe('Mine');
  });

  it('answers 400 naming the field for a bad colour, an empty name or a bad placeholder name', async () => {
    const cases: [object, string][] = [
      [{ name: 'x', classes: { ...classes(), dark2: { color: '#12' } }, text: {} }, 'classes.dark2.color'],
      [{ name: '  ', classes: classes(), text: {} }, 'name'],
      [{ name: 'x', classes: classes(), text: { 'no-dashes': 'x' } }, 'text'],
      [{ name: 'x', text: {} }, 'classes'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, field).toBe(400);
      expect(
        res
          .json()
          .issues.map((i: { path: string }) => i.path)
          .join(' '),
        field,
      ).toContain(field);
    }
  });

  it(`keeps at most ${THEMES_PER_MEMBER} themes per member`, async () => {
    const owner = c.members.no;
    await c.db.insert(themes).values(
      Array.from({ length: THEMES_PER_MEMBER - 1 }, (_, i) => ({
        user_id: owner.userId,
        name: `Theme ${i}`,
        classes: classes(),
        text: {},
      })),
    );
    expect((await create({ name: 'Last', classes: classes(), text: {} }, owner.headers)).statusCode).toBe(201);
    const refused = await create({ name: 'One too many', classes: classes(), text: {} }, owner.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most 50 themes/);
    expect(await c.db.select().from(themes).where(eq(themes.user_id, owner.userId))).toHaveLength(THEMES_PER_MEMBER);
  });
});
