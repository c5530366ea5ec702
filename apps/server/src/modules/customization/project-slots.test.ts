/**
 * Slots in projects (decision 0024): a template uploaded with text and photo slots, a member who
 * changes its headline and photo, the server refusing a text past its box or a photo that is not
 * theirs (400 naming the slot), an admin locking a slot, and exports drawing what was saved.
 */
import { randomUUID } from 'node:crypto';
import { memberPhotos, projects } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization, giveBrand } from '../../../test/customization';

let c: Customization;
let member: Customization['members']['yes'];
let other: Customization['members']['gated'];
let templateId: string;
let productId: string;

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function slotTemplateSvg() {
  const photo = (await jpeg(64, 48, '#336699')).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600px" height="600px" viewBox="0 0 600 600" font-family="'Source Sans 3'">
  <rect width="600" height="600" class="light1"/>
  <text data-slot="headline" data-label="Headline" x="40" y="100" font-size="60" font-weight="900" data-width="520" data-lines="2" class="dark1">GRAND OPENING</text>
  <text data-slot="when" data-label="Date and time" x="40" y="250" font-size="30" data-width="400" class="dark1">Saturday, 10 am – 4 pm</text>
  <text x="40" y="300" font-size="24" data-width="520" class="dark2">Call {{phone}}</text>
  <image data-slot="photo" data-label="Storefront" x="0" y="350" width="600" height="250" href="data:image/jpeg;base64,${photo}" preserveAspectRatio="xMidYMid slice"/>
</svg>`;
}

/** A photo of the user's as the photo upload stores one: print and preview copies in storage. */
async function insertPhoto(userId: string) {
  const print = await jpeg(400, 300, '#cc3300');
  const printKey = `photos/${randomUUID()}.jpg`;
  const previewKey = `photos/${randomUUID()}.jpg`;
  await c.t.deps.storage.put(printKey, print);
  await c.t.deps.storage.put(previewKey, print);
  const [row] = await c.db
    .insert(memberPhotos)
    .values({
      user_id: userId,
      content_hash: randomUUID(),
      name: 'shop.jpg',
      width: 400,
      height: 300,
      print_key: printKey,
      preview_key: previewKey,
      size_bytes: print.length,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  other = c.members.gated;
  await giveBrand(c.t, member.userId, { name: 'Acme Print', phone: '555 0100' });
  const uploaded = await c.call('POST', '/api/templates', c.admin.headers, {
    name: 'Slots',
    svg: await slotTemplateSvg(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  templateId = uploaded.json().id;
  productId = (await c.product({ design_huddle_template_id: templateId })).id;
});
afterAll(() => c.t.close());

async function openProject() {
  const opened = await c.open(productId, member.headers);
  const headers = c.withToken(member.headers, opened.user_token);
  const read = async () => (await c.call('GET', `/api/projects/${opened.project_id}`, member.headers)).json();
  const save = (values: object) => c.call('PUT', `/api/projects/${opened.project_id}`, headers, values);
  return { id: opened.project_id, headers, read, save };
}

describe('a project of a template with slots', () => {
  it("starts from the template's texts and the member's brand, and lists what may change", async () => {
    const project = await (await openProject()).read();
    expect(project.values.text).toMatchObject({
      headline: 'GRAND OPENING',
      when: 'Saturday, 10 am – 4 pm',
      phone: '555 0100',
    });
    expect(project.slots.texts.map((s: { name: string }) => s.name)).toEqual(['headline', 'when', 'phone']);
    expect(project.slots.photos).toEqual([
      expect.objectContaining({
        name: 'photo',
        label: 'Storefront',
        width: 600,
        height: 250,
        natural_width: 64,
        natural_height: 48,
      }),
    ]);
  });

  it('saves a new headline and date, and refuses a text past its box naming the slot, keeping what was saved', async () => {
    const p = await openProject();
    const values = (await p.read()).values;
    const changed = { ...values, text: { ...values.text, headline: 'BIG SALE', when: 'Friday, 9 am – 1 pm' } };
    expect((await p.save(changed)).statusCode).toBe(200);
    const tooLong = { ...values, text: { ...values.text, headline: 'EVERYTHING MUST GO '.repeat(8) } };
    const refused = await p.save(tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'text.headline', message: expect.stringMatching(/^Headline is \d+ characters too long for its box/) },
    ]);
    expect((await p.read()).values.text).toMatchObject({ headline: 'BIG SALE', when: 'Friday, 9 am – 1 pm' });
  });

  it('refuses an export of a text past its box that reached the database, naming the slot, and writes no download', async () => {
    const p = await openProject();
    const values = (await p.read()).values;
    await c.db
      .update(projects)
      .set({ values: { ...values, text: { ...values.text, when: 'x'.repeat(400) } } })
      .where(eq(projects.id, p.id));
    const res = await c.call('POST', `/api/projects/${p.id}/exports`, p.headers, { format: 'png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('text.when');
    await c.db.update(projects).set({ values }).where(eq(projects.id, p.id));
  });

  it("accepts only the member's own photos in a photo slot", async () => {
    const p = await openProject();
    const values = (await p.read()).values;
    const withPhoto = (photo_id: string) => ({ ...values, photos: { photo: { photo_id, zoom: 1.5, x: 0.2, y: 0.8 } } });
    const theirs = await insertPhoto(other.userId);
    for (const id of [theirs, randomUUID()]) {
      const res = await p.save(withPhoto(id));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'photos.photo', message: expect.stringContaining('not one of yours') },
      ]);
    }
    const mine = await insertPhoto(member.userId);
    const saved = await p.save(withPhoto(mine));
    expect(saved.statusCode, saved.body).toBe(200);
    const project = await p.read();
    expect(project.values.photos).toEqual({ photo: { photo_id: mine, zoom: 1.5, x: 0.2, y: 0.8 } });
    expect(project.photos).toEqual([expect.objectContaining({ id: mine, width: 400, height: 300 })]);
    expect(project.photos[0].preview_url).toMatch(/^\/files\/photos\/.+\.jpg\?expires=/);
    const bad = await p.save({ ...values, photos: { nowhere: { photo_id: mine, zoom: 1, x: 0.5, y: 0.5 } } });
    expect(bad.json().issues).toEqual([
      { path: 'photos.nowhere', message: 'The template has no photo slot "nowhere"' },
    ]);
    const zoomed = await p.save({ ...values, photos: { photo: { photo_id: mine, zoom: 9, x: 0.5, y: 0.5 } } });
    expect(zoomed.statusCode).toBe(400);
  });

  it('draws the saved photo in the exported PNG, inside its frame', async () => {
    const p = await openProject();
    const values = (await p.read()).values;
    const mine = await insertPhoto(member.userId);
    await p.save({ ...values, photos: { photo: { photo_id: mine, zoom: 1, x: 0.5, y: 0.5 } } });
    const started = await c.call('POST', `/api/projects/${p.id}/exports`, p.headers, { format: 'png', width: 600 });
    expect(started.statusCode, started.body).toBe(202);
    const done = await c.settled(started.json().id, member.headers);
    expect(done.status).toBe('ready');
    const file = await c.t.app.inject({ method: 'GET', url: done.download_url });
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The member's red photo fills the frame; the page above it stays the page.
    expect(at(300, 480)[0]).toBeGreaterThan(180);
    expect(at(300, 480)[2]).toBeLessThan(60);
    expect(at(300, 330)).toEqual([255, 255, 255]);
  });
});

describe('a project saved before slots', () => {
  it('opens with its values unchanged, and saves them back', async () => {
    // The test template has brand placeholders only and no boxes, as templates had before slots.
    const { id } = await c.product();
    const opened = await c.open(id, member.headers);
    const old = {
      classes: Object.fromEntries(
        ['accent1', 'accent2', 'light1', 'light2', 'dark1', 'dark2'].map((name) => [name, { color: '#123456' }]),
      ),
      text: { isp: 'Old Name Ltd', phone: '555 0000', url: 'old.example' },
      logo: '',
    };
    await c.db.update(projects).set({ values: old }).where(eq(projects.id, opened.project_id));
    const project = (await c.call('GET', `/api/projects/${opened.project_id}`, member.headers)).json();
    expect(project.values).toEqual(old);
    expect(project.photos).toEqual([]);
    const saved = await c.call(
      'PUT',
      `/api/projects/${opened.project_id}`,
      c.withToken(member.headers, opened.user_token),
      old,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values).toEqual(old);
  });
});

describe("the admin's slot settings", () => {
  it('locks a text slot and renames it: members then always get its default, whatever they send', async () => {
    const p = await openProject();
    const values = (await p.read()).values;
    await p.save({ ...values, text: { ...values.text, when: 'Sunday' } });
    const locked = await c.call('PUT', `/api/templates/${templateId}`, c.admin.headers, {
      slots: { when: { locked: true, label: 'Opening hours' } },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().slots.texts).toContainEqual(
      expect.objectContaining({ name: 'when', label: 'Opening hours', locked: true }),
    );
    const project = await p.read();
    expect(project.values.text.when).toBe('Saturday, 10 am – 4 pm');
    expect(project.slots.texts).toContainEqual(expect.objectContaining({ name: 'when', locked: true }));
    const sent = await p.save({ ...values, text: { ...values.text, when: 'Monday' } });
    expect(sent.json().values.text.when).toBe('Saturday, 10 am – 4 pm');
    await c.call('PUT', `/api/templates/${templateId}`, c.admin.headers, { slots: { when: { locked: false } } });
    expect((await p.read()).slots.texts).toContainEqual(
      expect.objectContaining({ name: 'when', locked: false, label: 'Opening hours' }),
    );
  });

  it('refuses settings for a slot the template lacks, and a lock on a photo slot', async () => {
    const res = await c.call('PUT', `/api/templates/${templateId}`, c.admin.headers, {
      slots: { nope: { locked: true }, photo: { locked: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'slots.nope', message: 'The template has no slot "nope"' },
      { path: 'slots.photo', message: 'Only text slots can be locked' },
    ]);
  });
});
