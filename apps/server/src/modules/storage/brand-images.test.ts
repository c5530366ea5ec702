/** Brand images (decision 0018): uploaded by admins and members linked to a brand, served unsigned. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { fileForm, type multipartBody } from '../../../test/multipart';

let t: TestApp;
let admin: Record<string, string>;
let member: Awaited<ReturnType<TestApp['sessionFor']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  member = await t.sessionFor('member');
});
afterAll(() => t.close());

const upload = (kind: string, form: ReturnType<typeof multipartBody>, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
/** A half-transparent picture, wider than a brand image may be. */
const logoPng = () =>
  sharp({ create: { width: 2400, height: 600, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('a brand image', () => {
  it('is refused with 403 to a member not linked to a brand, and nothing is read', async () => {
    const res = await upload('brand-image', fileForm(await logoPng(), 'logo.png', 'image/png'), member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/brand/);
  });

  it('is stored by a linked member as a PNG at most 1200 px wide, transparency kept, served unsigned', async () => {
    const brand = await t.app.inject({
      method: 'POST',
      url: '/brands-api/brands',
      headers: member.headers,
      payload: { name: 'Logo Co' },
    });
    expect(brand.statusCode).toBe(201);
    const res = await upload('brand-image', fileForm(await logoPng(), 'logo.png', 'image/png'), member.headers);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json();
    expect(stored.path).toMatch(/^\/files\/brand-images\/[0-9a-f-]{36}\.png$/);
    expect(stored.url).toBe(stored.path);
    expect(stored).toMatchObject({ content_type: 'image/png', name: 'logo.png' });
    const served = await t.app.inject({ method: 'GET', url: stored.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(stored.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 300, hasAlpha: true });
    // The address is what a brand keeps under an image field.
    await t.app.inject({
      method: 'POST',
      url: '/brands-api/fields',
      headers: admin,
      payload: { name: 'logo', label: 'Logo', type: 'image' },
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/brands-api/brands/${brand.json().id}`,
      headers: member.headers,
      payload: { logo: stored.path },
    });
    expect(patched.statusCode).toBe(200);
  });

  it('is converted to PNG from JPEG by an admin, a small one kept at its size', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffcc00' } })
      .jpeg()
      .toBuffer();
    const res = await upload('brand-image', fileForm(jpeg, 'logo.jpg', 'image/jpeg'), admin);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().path });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300 });
  });

  it('refuses a file that is not an image, naming file', async () => {
    const res = await upload('brand-image', fileForm(Buffer.from('%PDF-1.4 nope'), 'a.pdf', 'application/pdf'), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('file');
  });

  it('answers 404 for a name never stored and 400 for one that is not a brand image name', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/brand-images/00000000-0000-4000-8000-000000000000.png' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/brand-images/..%2Fsecret.png' })).statusCode).toBe(400);
  });
});

describe('other kinds', () => {
  it('are refused with 403 to members, linked to a brand or not', async () => {
    const png = await logoPng();
    await insertAccount(t.database.db, { username: 'unlinked' });
    const unlinked = (await t.sessionFor('unlinked')).headers;
    for (const headers of [member.headers, unlinked]) {
      for (const kind of ['thumbnail', 'article', 'bundle']) {
        const res = await upload(kind, fileForm(png, 'x.png', 'image/png'), headers);
        expect(res.statusCode, kind).toBe(403);
      }
    }
  });
});
