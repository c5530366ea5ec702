/** POST /api/files (DESIGN §1.11, decision 0009): admins only, typed by content, cut at the kind's size. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_RULES, THUMBNAIL_MAX_WIDTH } from '@stockroom/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { makePdf, makeZip } from '../../../test/file-samples';
import { fileForm, multipartBody } from '../../../test/multipart';
import { storageRoot } from './storage.service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

type Form = ReturnType<typeof multipartBody>;
const upload = (kind: string, form: Form, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0ffee' } });
const PDF = await makePdf();
const ZIP = makeZip({ 'readme.txt': 'hello', 'art/logo.svg': '<svg/>' });
/** Every stored file, to show that a refused upload leaves nothing behind. */
const storedFiles = async () => {
  const root = storageRoot(t.config.dataDir);
  const folders = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(folders.map(async (f) => (await readdir(join(root, f))).map((n) => `${f}/${n}`)));
  return names.flat().sort();
};
const expectFileError = (res: Awaited<ReturnType<typeof upload>>, message: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.issues).toEqual([{ path: 'file', message: expect.stringMatching(message) }]);
  expect(body.message).toContain('file');
};

describe('an image upload', () => {
  it('stores a PNG as a WebP no wider than the limit, and its address serves it', async () => {
    const png = await image(2000, 1000).png().toBuffer();
    const res = await upload('thumbnail', fileForm(png, 'photo.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({ content_type: 'image/webp', name: 'photo.png' });
    expect(stored.path).toMatch(/^thumbnails\/[0-9a-f-]{36}\.webp$/);
    expect(stored.url).toMatch(new RegExp(`^/files/${stored.path}\\?expires=\\d+&signature=[\\w-]+$`));
    const served = await fetchUrl(stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBe(stored.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_MAX_WIDTH, height: THUMBNAIL_MAX_WIDTH / 2 });
  });

  it('never enlarges, turns a photo as its EXIF says, and drops the metadata', async () => {
    // Stored 300 wide and 200 high, to be shown turned a quarter (orientation 6): 200 wide, 300 high.
    const jpeg = await image(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload('thumbnail', fileForm(jpeg, 'camera.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp((await fetchUrl(res.json().url)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    ['WebP', () => image(40, 30).webp().toBuffer()],
    ['GIF', () => image(40, 30).gif().toBuffer()],
  ])('takes a %s', async (_type, make) => {
    const res = await upload('thumbnail', fileForm(await make(), 'picture'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a text file named like an image, naming the field', async () => {
    const before = await storedFiles();
    const res = await upload('thumbnail', fileForm('not a picture at all', 'photo.png', 'image/png'));
    expectFileError(res, 'A thumbnail must be a PNG, JPEG, WebP or GIF image');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image that cannot be decoded', async () => {
    const broken = Buffer.concat([(await image(10, 10).png().toBuffer()).subarray(0, 16), Buffer.alloc(64, 7)]);
    expectFileError(await upload('thumbnail', fileForm(broken, 'broken.png')), /could not be read/);
  });

  it('refuses a thumbnail over 10 MB, whatever it starts with', async () => {
    const png = (await image(10, 10).png().toBuffer()).subarray(0, 16);
    const big = Buffer.concat([png, Buffer.alloc(FILE_RULES.thumbnail.maxBytes + 1 - png.length)]);
    expectFileError(await upload('thumbnail', fileForm(big, 'huge.png')), 'The thumbnail is larger than 10 MB');
  });

  it('refuses a PDF as a thumbnail', async () => {
    expectFileError(await upload('thumbnail', fileForm(PDF, 'doc.png', 'image/png')), /must be a PNG/);
  });
});

describe('an article or bundle upload', () => {
  it('stores a PDF article as it came', async () => {
    const res = await upload('article', fileForm(PDF, 'guide.pdf', 'application/pdf'));
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({ content_type: 'application/pdf', size: PDF.length, name: 'guide.pdf' });
    expect(stored.path).toMatch(/^articles\/[0-9a-f-]{36}\.pdf$/);
    const served = await fetchUrl(stored.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    [ZIP, 'application/zip', /^bundles\/[0-9a-f-]{36}\.zip$/],
    [PDF, 'application/pdf', /^bundles\/[0-9a-f-]{36}\.pdf$/],
  ])('stores a bundle %#', async (data, type, path) => {
    const res = await upload('bundle', fileForm(data, 'C:\\Users\\me\\kit.bin'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content_type: type, path: expect.stringMatching(path), name: 'kit.bin' });
  });

  it.each([
    ['article', ZIP, 'An article must be a PDF'],
    ['bundle', Buffer.from('GIF89a......'), 'A bundle must be a ZIP or PDF file'],
    ['article', Buffer.alloc(0), 'An article must be a PDF'],
  ])('refuses the wrong type as %s', async (kind, data, message) => {
    expectFileError(await upload(kind, fileForm(data, 'file.pdf', 'application/pdf')), message);
  });

  it('refuses an article over 25 MB without leaving part of it stored', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_RULES.article.maxBytes + 1 - PDF.length)]);
    expectFileError(await upload('article', fileForm(big, 'huge.pdf')), 'The article is larger than 25 MB');
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a ZIP64 bundle, whose directory is found through the 64-bit end record', async () => {
    const res = await upload('bundle', fileForm(makeZip({ 'a.txt': 'a' }, { zip64: true }), 'big.zip'));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a file that starts like a PDF or ZIP but is not one', () => {
  const damagedPdf = /The PDF could not be read/;
  const damagedZip = /The ZIP file could not be read/;
  const entryOffset = ZIP.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 42;
  it.each([
    ['a PDF header over plain text', 'article', Buffer.from('%PDF-1.7\nnot really a document\n%%EOF\n'), damagedPdf],
    ['a PDF cut short', 'article', PDF.subarray(0, PDF.length - 40), damagedPdf],
    ['a PDF without pages', 'bundle', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), damagedPdf],
    ['a ZIP cut short', 'bundle', ZIP.subarray(0, ZIP.length - 10), damagedZip],
    ['a ZIP of local headers only', 'bundle', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(60)]), damagedZip],
    [
      'a ZIP whose end record counts another number of entries',
      'bundle',
      Buffer.concat([ZIP.subarray(0, ZIP.length - 12), Buffer.from([3, 0]), ZIP.subarray(ZIP.length - 10)]),
      damagedZip,
    ],
    [
      'a ZIP whose entry points at no local header',
      'bundle',
      (() => {
        const broken = Buffer.from(ZIP);
        broken.writeUInt32LE(7, entryOffset);
        return broken;
      })(),
      damagedZip,
    ],
  ])('refuses %s, naming the field and keeping nothing', async (_case, kind, data, message) => {
    const before = await storedFiles();
    expectFileError(await upload(kind, fileForm(data, 'file.bin')), message);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('a malformed upload', () => {
  it.each([
    ['no file part', multipartBody([{ name: 'title', data: 'x' }]), /Choose a file/],
    ['a file in another part', multipartBody([{ name: 'image', filename: 'a.pdf', data: PDF }]), /named file/],
  ])('answers 400 for %s', async (_case, form, message) => {
    expectFileError(await upload('article', form), message);
  });

  it('answers 400 for two files, keeping neither', async () => {
    const before = await storedFiles();
    const form = multipartBody([
      { name: 'file', filename: 'a.pdf', data: PDF },
      { name: 'file', filename: 'b.pdf', data: PDF },
    ]);
    expectFileError(await upload('article', form), /one file/);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/files?kind=article', headers: admin, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('file');
  });

  it.each(['', '?kind=poster'])('answers 400 naming kind for %j', async (query) => {
    const form = fileForm(PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files${query}`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('kind');
  });
});

describe('who may upload', () => {
  it('refuses a member (403) and an anonymous caller (401) before reading the body', async () => {
    const member = (await t.sessionFor('member')).headers;
    expect((await upload('article', fileForm(PDF), member)).statusCode).toBe(403);
    expect((await upload('article', fileForm(PDF), {})).statusCode).toBe(401);
  });

  it('keeps refusing multipart bodies on other routes', async () => {
    const form = multipartBody([{ name: 'title', data: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});
