/**
 * Members' photos (decision 0024): uploads checked by content and stored as two JPEGs (print and
 * preview), one photo per content, seen by their owner alone (another member gets 404), served
 * through signed addresses.
 */
import { randomBytes } from 'node:crypto';
import { PHOTO_PREVIEW_MAX_SIDE, PHOTO_PRINT_MAX_SIDE } from '@stockroom/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, type TestApp } from '../../../test/build';
import { buildCustomization, type Customization } from '../../../test/customization';
import { fileForm, type multipartBody } from '../../../test/multipart';
import { PHOTO_UPLOADS_PER_USER } from './photos.service';

let c: Customization;
let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  c = await buildCustomization();
  t = c.t;
  owner = c.members.yes.headers;
  other = c.members.gated.headers;
});
afterAll(() => t.close());

type Form = ReturnType<typeof multipartBody>;
const upload = (form: Form, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'POST', url: '/api/photos', payload: form.payload, headers: { ...headers, ...form.headers } });
const get = (url: string, headers: Record<string, string> = owner) => t.app.inject({ method: 'GET', url, headers });
const remove = (id: string, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers });
/** The bytes a signed address serves, to anyone holding it. */
const served = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return res.rawPayload;
};
type Background = string | { r: number; g: number; b: number; alpha: number };
const image = (width: number, height: number, channels: 3 | 4 = 3, background: Background = '#3366cc') =>
  sharp({ create: { width, height, channels, background } });
/** Noise, so that a JPEG of it has scan data all the way (a cut one is missing pixels, not padding). */
const noisyJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
const expectFileError = (res: Awaited<ReturnType<typeof upload>>, message: RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().issues).toEqual([{ path: 'file', message: expect.stringMatching(message) }]);
};

describe('an upload', () => {
  it('turns a 12-megapixel camera JPEG as its EXIF says, with a 4000 px print copy and a 1600 px preview', async () => {
    // Stored 4300 × 2800 and to be shown turned a quarter (orientation 6): 2800 wide, 4300 high.
    const jpeg = await image(4300, 2800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(fileForm(jpeg, 'camera.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      name: 'camera.jpg',
      width: 2605,
      height: PHOTO_PRINT_MAX_SIDE,
      source_product_id: null,
      source_product_title: null,
      available: true,
    });
    expect(photo.url).toMatch(/^\/files\/photos\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[\w-]+$/);
    const print = await sharp(await served(photo.url)).metadata();
    expect(print).toMatchObject({ format: 'jpeg', width: 2605, height: 4000, space: 'srgb' });
    expect(print.orientation).toBeUndefined();
    expect(print.exif).toBeUndefined();
    const preview = await sharp(await served(photo.preview_url)).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 1042, height: PHOTO_PREVIEW_MAX_SIDE });
  });

  it('puts a transparent PNG on white, and never enlarges a small image', async () => {
    const png = await image(300, 200, 4, { r: 255, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    const res = await upload(fileForm(png, 'logo.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
    const print = await served(res.json().url);
    expect(await sharp(print).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200, channels: 3 });
    const { data } = await sharp(print).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 250)).toBe(true);
    expect(await sharp(await served(res.json().preview_url)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('takes a WebP, whatever its name says', async () => {
    const webp = await image(640, 480).webp().toBuffer();
    const res = await upload(fileForm(webp, 'picture.gif', 'image/gif'));
    expect(res.statusCode, res.body).toBe(201);
    expect(await sharp(await served(res.json().url)).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('answers the photo it made when the same file comes again, with 201', async () => {
    const jpeg = await image(120, 90, 3, '#aa8800').jpeg().toBuffer();
    const first = await upload(fileForm(jpeg, 'twice.jpg'));
    const second = await upload(fileForm(jpeg, 'renamed.jpg'));
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().name).toBe('twice.jpg');
    const listed = (await get('/api/photos')).json() as { id: string }[];
    expect(listed.filter((p) => p.id === first.json().id)).toHaveLength(1);
  });

  it('refuses a text file named .jpg, naming file', async () => {
    const res = await upload(fileForm('just some text, not a photo', 'holiday.jpg', 'image/jpeg'));
    expectFileError(res, /JPEG, PNG or WebP/);
    expect(res.json().message).toContain('file');
  });

  it('refuses a GIF and a PDF: only JPEG, PNG and WebP are photos', async () => {
    expectFileError(await upload(fileForm(await image(20, 20).gif().toBuffer(), 'a.gif')), /JPEG, PNG or WebP/);
    expectFileError(await upload(fileForm('%PDF-1.4\n%%EOF\n', 'a.pdf')), /JPEG, PNG or WebP/);
  });

  it('refuses a JPEG cut short', async () => {
    const jpeg = await noisyJpeg(400, 300);
    expectFileError(await upload(fileForm(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg')), /damaged or cut short/);
  });

  it('refuses a file over 25 MB, and an image over 50 megapixels', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(25 * 1024 * 1024 + 10)]);
    expectFileError(await upload(fileForm(big, 'huge.jpg')), /larger than 25 MB/);
    const wide = await image(10_000, 5_100).png({ compressionLevel: 9 }).toBuffer();
    expectFileError(await upload(fileForm(wide, 'wide.png')), /larger than 50 megapixels/);
  });

  it('refuses a request without a file, or with the file in another part', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/photos', headers: owner, payload: {} });
    expectFileError(res, /multipart/);
    const png = await image(10, 10).png().toBuffer();
    const form = fileForm(png, 'a.png');
    const renamed = Buffer.from(form.payload.toString('latin1').replace('name="file"', 'name="photo"'), 'latin1');
    expectFileError(await upload({ ...form, payload: renamed }), /part named file/);
  });

  it('is refused without a session, and after 60 uploads in an hour', async () => {
    const png = await image(10, 10).png().toBuffer();
    expect((await upload(fileForm(png, 'a.png'), {})).statusCode).toBe(401);
    expect((await get('/api/photos', {})).statusCode).toBe(401);
    const { userId, headers } = c.members.no;
    for (let i = 0; i < PHOTO_UPLOADS_PER_USER.limit; i++) {
      await t.deps.limiter.hit(`photos:user:${userId}`, PHOTO_UPLOADS_PER_USER);
    }
    const res = await upload(fileForm(png, 'a.png'), headers);
    expect(res.statusCode, res.body).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe("a member's photos", () => {
  let id: string;
  beforeAll(async () => {
    const res = await upload(fileForm(await image(200, 100, 3, '#123456').png().toBuffer(), 'mine.png'));
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
  });

  it('are listed newest first, each read by its owner', async () => {
    const newer = await upload(fileForm(await image(50, 50, 3, '#654321').png().toBuffer(), 'newer.png'));
    const listed = (await get('/api/photos')).json() as { id: string; created_at: string }[];
    expect(listed.findIndex((p) => p.id === newer.json().id)).toBeLessThan(listed.findIndex((p) => p.id === id));
    const dates = listed.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const read = await get(`/api/photos/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, name: 'mine.png', width: 200, height: 100 });
  });

  it('are 404 to another member, on read and delete, and absent from their list; an admin may read them', async () => {
    expect((await get(`/api/photos/${id}`, other)).statusCode).toBe(404);
    expect((await remove(id, other)).statusCode).toBe(404);
    expect(((await get('/api/photos', other)).json() as { id: string }[]).map((p) => p.id)).not.toContain(id);
    expect((await get(`/api/photos/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await get(`/api/photos/${id}`, c.admin.headers)).statusCode).toBe(200);
    // Not an admin's to delete: they know it exists, so 403 rather than 404.
    expect((await remove(id, c.admin.headers)).statusCode).toBe(403);
  });

  it('are deleted by their owner: gone from the list and 404, and the same file again makes a new one', async () => {
    const png = await image(64, 64, 3, '#00ff00').png().toBuffer();
    const made = (await upload(fileForm(png, 'gone.png'))).json();
    const res = await remove(made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: made.id });
    expect((await get(`/api/photos/${made.id}`)).statusCode).toBe(404);
    expect((await remove(made.id)).statusCode).toBe(404);
    expect(((await get('/api/photos')).json() as { id: string }[]).map((p) => p.id)).not.toContain(made.id);
    const again = await upload(fileForm(png, 'gone.png'));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(made.id);
  });

  it('are served to anyone holding the signed address, and refused with a tampered signature', async () => {
    const photo = (await get(`/api/photos/${id}`)).json();
    const res = await t.app.inject({ method: 'GET', url: photo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': expect.stringMatching(/^inline/),
      'cache-control': expect.stringMatching(/^private/),
      'x-content-type-options': 'nosniff',
    });
    const tampered = photo.url.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherFile = photo.url.replace(/photos\/[0-9a-f-]{36}/, `photos/${MISSING_ID}`);
    expect((await t.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403);
  });
});
