/**
 * Campaign projects (decision 0050): a member opens a campaign of template products once, its slots
 * are listed once and take one value in every piece unless a piece overrides one, a save is checked
 * whole (a text past one piece's box is refused naming the piece) and written whole, and every piece
 * stays an ordinary project.
 */
import { type CampaignProject, PROJECT_TOKEN_HEADER, type Project, THEME_TEXT_MAX } from '@stockroom/contract';
import { templates } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../../test/build';
import { buildCustomization, type Customization, giveBrand } from '../../../test/customization';
import { insertTemplate } from '../../../test/templates';
import { signProjectToken } from '../customization/project-token';

let c: Customization;
let member: Customization['members']['yes'];
let tpl: Record<'postcard' | 'flyer' | 'banner', string>;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600px" height="600px" viewBox="0 0 600 600" font-family="'Source Sans 3'">
  <rect width="600" height="600" class="light1"/>${body}</svg>`;

/** Fits the postcard's two wide lines, not the flyer's one narrow line. */
const LONG_HEADLINE = 'EVERYTHING MUST GO THIS WEEKEND ONLY';

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  await giveBrand(c.t, member.userId, { name: 'Acme Print', accent1: '#aa0000' });
  const photo = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  tpl = {
    postcard: await insertTemplate(
      c.db,
      'Postcard',
      svg(`<text data-slot="headline" data-label="Headline" x="40" y="100" font-size="60" data-width="520" data-lines="2" class="dark1">GRAND OPENING</text>
  <text x="40" y="300" font-size="24" data-width="520" class="dark2">{{isp}}</text>
  <image data-slot="photo" data-label="Storefront" x="0" y="350" width="600" height="250" href="data:image/jpeg;base64,${photo}"/>`),
    ),
    flyer: await insertTemplate(
      c.db,
      'Flyer',
      svg(`<text data-slot="headline" data-label="Flyer headline" x="40" y="100" font-size="30" data-width="300" class="dark1">GRAND OPENING</text>
  <text data-slot="offer" data-label="Offer" x="40" y="200" font-size="24" data-width="500" class="dark1">Free installation</text>`),
    ),
    banner: await insertTemplate(
      c.db,
      'Banner',
      svg(`<text data-slot="offer" data-label="Banner offer" x="40" y="100" font-size="24" data-width="500" class="dark1">Free installation</text>
  <text data-slot="note" data-label="Note" x="40" y="200" font-size="12" data-width="500" class="dark1">Terms apply</text>`),
    ),
  };
  await c.db
    .update(templates)
    .set({ slot_settings: { note: { locked: true } } })
    .where(eq(templates.id, tpl.banner));
});
afterAll(() => c.t.close());

/** A campaign of three template products, a price list that is no template, and a product the member may not see. */
let made = 0;
async function makeCampaign(fields: Record<string, unknown> = {}) {
  // Titles make slugs, which are unique.
  const n = ++made;
  const postcard = (await c.product({ title: `Postcard ${n}`, design_huddle_template_id: tpl.postcard })).id;
  const flyer = (await c.product({ title: `Flyer ${n}`, design_huddle_template_id: tpl.flyer })).id;
  const banner = (await c.product({ title: `Banner ${n}`, design_huddle_template_id: tpl.banner })).id;
  const priceList = (
    await c.product({ title: `Price list ${n}`, product_type: 'asset', design_huddle_template_id: '' })
  ).id;
  const hidden = (await c.product({ title: `Hidden ${n}`, design_huddle_template_id: tpl.flyer }, false)).id;
  const campaign = (
    await c.product({
      title: `Grand opening ${n}`,
      product_type: 'campaign',
      is_campaign: true,
      design_huddle_template_id: '',
      associated_products: [postcard, flyer, banner, priceList, hidden],
      ...fields,
    })
  ).id;
  return { n, campaign, postcard, flyer, banner, priceList, hidden };
}

type Opened = { campaign_project_id: string; user_token: string };
const open = (productId: string, headers: object = member.headers) =>
  c.call('POST', '/api/campaign-projects', headers, { product_id: productId });
async function opened(productId: string): Promise<Opened> {
  const res = await open(productId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function read(id: string): Promise<CampaignProject> {
  const res = await c.call('GET', `/api/campaign-projects/${id}`, member.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const save = (o: Opened, body: object, headers: object = c.withToken(member.headers, o.user_token)) =>
  c.call('PUT', `/api/campaign-projects/${o.campaign_project_id}`, headers, body);
const project = async (id: string): Promise<Project> =>
  (await c.call('GET', `/api/projects/${id}`, member.headers)).json();
const pieceOf = (campaign: CampaignProject, productId: string) => {
  const piece = campaign.pieces.find((p) => p.project.product_id === productId);
  if (!piece) throw new Error(`no piece for ${productId}`);
  return piece.project.id;
};
const withHeadline = (values: CampaignProject['values'], headline: string) => ({
  ...values,
  text: { ...values.text, headline },
});
const issuePaths = (body: { issues?: { path: string }[] }) => (body.issues ?? []).map((i) => i.path);

describe('opening a campaign', () => {
  it('makes a piece per template product the member may use, and tells them which products were left out and why', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    expect(o).toEqual({ campaign_project_id: expect.any(String), user_token: expect.stringMatching(/^ey/) });
    const campaign = await read(o.campaign_project_id);
    // The campaign's order, as its product page lists its associated products.
    const listed = (await c.call('GET', `/api/products/${ids.campaign}`, member.headers)).json().associated_products;
    const templated = [ids.postcard, ids.flyer, ids.banner];
    expect(campaign.pieces.map((p) => p.project.product_id)).toEqual(
      listed.filter((id: string) => templated.includes(id)),
    );
    expect(campaign).toMatchObject({ product_id: ids.campaign, product_title: `Grand opening ${ids.n}` });
    expect(campaign.skipped).toHaveLength(2);
    expect(campaign.skipped).toEqual(
      expect.arrayContaining([
        {
          product_id: ids.priceList,
          product_title: `Price list ${ids.n}`,
          reason: 'not_template',
          message: 'This product is not a template',
        },
        // The member may not see it: the catalogue's secret stays one, only its absence is told.
        { product_id: null, product_title: '', reason: 'unavailable', message: expect.stringMatching(/not available/) },
      ]),
    );
    for (const piece of campaign.pieces) {
      expect(piece.overrides).toEqual({ text: [], photos: [] });
      expect(await project(piece.project.id)).toEqual(piece.project);
    }
    // Started from the member's brand, as a single project starts; one headline for every piece.
    expect(campaign.values.classes.accent1).toEqual({ color: '#aa0000' });
    expect(campaign.values.text).toMatchObject({ isp: 'Acme Print', headline: 'GRAND OPENING' });
    expect((await project(pieceOf(campaign, ids.postcard))).values.text).toMatchObject({ isp: 'Acme Print' });
  });

  it('answers the same campaign project and pieces when opened again', async () => {
    const ids = await makeCampaign();
    const first = await opened(ids.campaign);
    const before = (await read(first.campaign_project_id)).pieces.map((p) => p.project.id);
    const again = await opened(ids.campaign);
    expect(again.campaign_project_id).toBe(first.campaign_project_id);
    expect((await read(again.campaign_project_id)).pieces.map((p) => p.project.id)).toEqual(before);
  });

  it('lists a slot that several pieces share once, with every piece that shows it, and leaves locked slots out', async () => {
    const ids = await makeCampaign();
    const campaign = await read((await opened(ids.campaign)).campaign_project_id);
    const showing = (name: string) =>
      campaign.pieces.filter((p) => p.project.slots.texts.some((s) => s.name === name)).map((p) => p.project);
    const headline = campaign.slots.filter((s) => s.name === 'headline');
    expect(headline).toEqual([
      {
        name: 'headline',
        kind: 'text',
        label: showing('headline')[0]?.product_id === ids.postcard ? 'Headline' : 'Flyer headline',
        project_ids: showing('headline').map((p) => p.id),
      },
    ]);
    expect(headline[0]?.project_ids).toHaveLength(2);
    expect(campaign.slots.filter((s) => s.name === 'offer')[0]?.project_ids).toHaveLength(2);
    expect(campaign.slots).toContainEqual({
      name: 'photo',
      kind: 'photo',
      label: 'Storefront',
      project_ids: [pieceOf(campaign, ids.postcard)],
    });
    expect(campaign.slots.map((s) => s.name)).not.toContain('note');
  });

  it('leaves the single project of a piece product apart from the campaign', async () => {
    const ids = await makeCampaign();
    const campaign = await read((await opened(ids.campaign)).campaign_project_id);
    const alone = await c.open(ids.postcard, member.headers);
    expect(campaign.pieces.map((p) => p.project.id)).not.toContain(alone.project_id);
  });

  it('refuses a product that is no campaign, or a campaign with nothing the member may customize, naming product_id', async () => {
    const template = (await c.product({ design_huddle_template_id: tpl.flyer })).id;
    const priceList = (await c.product({ product_type: 'asset', design_huddle_template_id: '' })).id;
    const hidden = (await c.product({ design_huddle_template_id: tpl.flyer }, false)).id;
    const empty = (
      await c.product({
        product_type: 'campaign',
        is_campaign: true,
        design_huddle_template_id: '',
        associated_products: [priceList, hidden],
      })
    ).id;
    const notAnId = await open('x');
    expect(notAnId.statusCode).toBe(400);
    expect(issuePaths(notAnId.json())).toEqual(['product_id']);
    for (const [productId, message] of [
      [template, 'This product is not a campaign'],
      [empty, 'This campaign has no template product you may customize'],
    ] as const) {
      const res = await open(productId);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'product_id', message }]);
    }
  });

  it('answers 404 for a campaign the member may not see and 403 for a locked one, and skips a locked piece by name', async () => {
    const hidden = await makeCampaign();
    await c.call('PUT', `/api/products/${hidden.campaign}`, c.admin.headers, { remove_categories: [c.category] });
    expect((await open(hidden.campaign)).statusCode).toBe(404);
    expect((await open(MISSING_ID)).statusCode).toBe(404);
    const locked = await makeCampaign({ is_gated: true });
    expect((await open(locked.campaign, c.members.gated.headers)).statusCode).toBe(403);

    const withLockedPiece = await makeCampaign();
    await c.call('PUT', `/api/products/${withLockedPiece.flyer}`, c.admin.headers, { is_gated: true });
    const gated = c.members.gated;
    const res = await open(withLockedPiece.campaign, gated.headers);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = (
      await c.call('GET', `/api/campaign-projects/${res.json().campaign_project_id}`, gated.headers)
    ).json() as CampaignProject;
    expect(campaign.pieces.map((p) => p.project.product_id).sort()).toEqual(
      [withLockedPiece.postcard, withLockedPiece.banner].sort(),
    );
    expect(campaign.skipped).toContainEqual({
      product_id: withLockedPiece.flyer,
      product_title: `Flyer ${withLockedPiece.n}`,
      reason: 'locked',
      message: 'This product is locked: request more information to customize it',
    });
  });
});

describe('reading a campaign', () => {
  it('moves a piece whose product the member lost to the left-out products, and adds a product added since when opened again', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    await c.call('PUT', `/api/products/${ids.banner}`, c.admin.headers, { remove_categories: [c.category] });
    const later = (await c.product({ title: `Door hanger ${ids.n}`, design_huddle_template_id: tpl.postcard })).id;
    await c.call('PUT', `/api/products/${ids.campaign}`, c.admin.headers, { add_associated_products: [later] });
    const campaign = await read(o.campaign_project_id);
    expect(campaign.pieces.map((p) => p.project.product_id).sort()).toEqual([ids.postcard, ids.flyer].sort());
    expect(campaign.skipped.filter((s) => s.reason === 'unavailable')).toHaveLength(2);
    expect(campaign.skipped).toContainEqual(
      expect.objectContaining({ product_id: later, product_title: `Door hanger ${ids.n}`, reason: 'not_opened' }),
    );
    await opened(ids.campaign);
    const reopened = await read(o.campaign_project_id);
    expect(reopened.pieces.map((p) => p.project.product_id)).toContain(later);
    expect(reopened.skipped.map((s) => s.reason)).not.toContain('not_opened');
  });

  it('answers 404 to another member and to an admin, whose campaign project it is not', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    for (const headers of [c.members.gated.headers, c.admin.headers]) {
      expect((await c.call('GET', `/api/campaign-projects/${o.campaign_project_id}`, headers)).statusCode).toBe(404);
    }
    expect((await c.call('GET', `/api/campaign-projects/${MISSING_ID}`, member.headers)).statusCode).toBe(404);
  });
});

describe('saving a campaign', () => {
  it('writes a shared headline into every piece that shows it, and keeps an overriding piece its own', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    const start = await read(o.campaign_project_id);
    const postcard = pieceOf(start, ids.postcard);
    const flyer = pieceOf(start, ids.flyer);
    const banner = pieceOf(start, ids.banner);

    const shared = await save(o, { values: withHeadline(start.values, 'BIG SALE') });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await project(postcard)).values.text.headline).toBe('BIG SALE');
    expect((await project(flyer)).values.text.headline).toBe('BIG SALE');

    const green = { ...start.values.classes, accent1: { color: '#00aa00' } };
    const overridden = await save(o, {
      values: { ...withHeadline(start.values, 'SUMMER SALE'), classes: green },
      pieces: [{ project_id: flyer, overrides: { text: { headline: 'FLYER ONLY' } } }],
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const answered = overridden.json() as CampaignProject;
    expect(answered.values.text.headline).toBe('SUMMER SALE');
    expect(answered.pieces.find((p) => p.project.id === flyer)?.overrides).toEqual({ text: ['headline'], photos: [] });
    expect((await project(postcard)).values.text.headline).toBe('SUMMER SALE');
    expect((await project(flyer)).values.text.headline).toBe('FLYER ONLY');

    // The shared headline changes again; the flyer, left out of this save, keeps its own.
    const again = await save(o, { values: { ...withHeadline(start.values, 'AUTUMN SALE'), classes: green } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await project(postcard)).values.text.headline).toBe('AUTUMN SALE');
    expect((await project(flyer)).values.text.headline).toBe('FLYER ONLY');
    // Colours are the campaign's in every piece, the overriding one included.
    for (const id of [postcard, flyer, banner]) {
      expect((await project(id)).values.classes.accent1).toEqual({ color: '#00aa00' });
    }

    // Sent with no overrides, the flyer takes the shared headline again.
    const back = await save(o, {
      values: withHeadline(start.values, 'WINTER SALE'),
      pieces: [{ project_id: flyer, overrides: {} }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await project(flyer)).values.text.headline).toBe('WINTER SALE');
    expect((await read(o.campaign_project_id)).pieces.every((p) => p.overrides.text.length === 0)).toBe(true);
  });

  it("refuses a text too long for one piece's box, naming the piece and the slot, and changes nothing", async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    const start = await read(o.campaign_project_id);
    const flyer = pieceOf(start, ids.flyer);
    const before = await Promise.all(start.pieces.map((p) => project(p.project.id)));

    const refused = await save(o, { values: withHeadline(start.values, LONG_HEADLINE) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'values.text.headline',
        message: expect.stringMatching(
          new RegExp(`^Flyer ${ids.n}: Flyer headline is \\d+ characters? too long for its box`),
        ),
      },
    ]);
    const tooLongOverride = await save(o, {
      values: withHeadline(start.values, 'NEW'),
      pieces: [{ project_id: flyer, overrides: { text: { headline: LONG_HEADLINE } } }],
    });
    expect(tooLongOverride.statusCode).toBe(400);
    expect(issuePaths(tooLongOverride.json())).toEqual(['pieces.0.overrides.text.headline']);

    const after = await read(o.campaign_project_id);
    expect(after.values).toEqual(start.values);
    expect(after.pieces.map((p) => p.overrides)).toEqual(start.pieces.map((p) => p.overrides));
    expect(await Promise.all(start.pieces.map((p) => project(p.project.id)))).toEqual(before);

    // The long headline fits the postcard: kept there by the flyer's override of its own, it saves.
    const fits = await save(o, {
      values: withHeadline(start.values, LONG_HEADLINE),
      pieces: [{ project_id: flyer, overrides: { text: { headline: 'SHORT' } } }],
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await project(pieceOf(start, ids.postcard))).values.text.headline).toBe(LONG_HEADLINE);
  });

  it('refuses pieces, slots and photos that are not the campaign’s or the member’s, naming each', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    const start = await read(o.campaign_project_id);
    const banner = pieceOf(start, ids.banner);
    const stranger = (await c.open(ids.postcard, member.headers)).project_id;
    const photo = { photo_id: MISSING_ID, zoom: 1, x: 0.5, y: 0.5 };
    const cases: [object, string[]][] = [
      [{ values: start.values, pieces: [{ project_id: stranger }] }, ['pieces.0.project_id']],
      [{ values: start.values, pieces: [{ project_id: banner }, { project_id: banner }] }, ['pieces.1.project_id']],
      [
        { values: start.values, pieces: [{ project_id: banner, overrides: { text: { headline: 'x' } } }] },
        ['pieces.0.overrides.text.headline'],
      ],
      // Locked by the admin: no piece may keep a text of its own there.
      [
        { values: start.values, pieces: [{ project_id: banner, overrides: { text: { note: 'x' } } }] },
        ['pieces.0.overrides.text.note'],
      ],
      [{ values: { ...start.values, photos: { nowhere: { ...photo, photo_id: '' } } } }, ['values.photos.nowhere']],
      [{ values: { ...start.values, photos: { photo } } }, ['values.photos.photo']],
      [{ values: { ...start.values, logo: 'https://evil.example/logo.png' } }, ['values.logo']],
    ];
    for (const [body, paths] of cases) {
      const res = await save(o, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(issuePaths(res.json()), JSON.stringify(body)).toEqual(paths);
    }
    expect((await read(o.campaign_project_id)).values).toEqual(start.values);
  });

  it('answers a missing, forged, expired or piece token as a single project does, and another member 404', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    const start = await read(o.campaign_project_id);
    const body = { values: withHeadline(start.values, 'STOLEN') };
    const missing = await save(o, body, member.headers);
    expect(missing.statusCode).toBe(400);
    expect(issuePaths(missing.json())).toEqual([PROJECT_TOKEN_HEADER]);

    const piece = await c.open(ids.postcard, member.headers);
    const pieceToken = await signProjectToken(c.t.deps.tokens, pieceOf(start, ids.postcard), member.userId);
    const expired = await signProjectToken(c.t.deps.tokens, o.campaign_project_id, member.userId, -10);
    const others = await signProjectToken(c.t.deps.tokens, o.campaign_project_id, c.members.gated.userId);
    for (const token of [piece.user_token, pieceToken, 'not-a-token', expired, others, member.access_token]) {
      const res = await save(o, body, c.withToken(member.headers, token));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("The editor's access to this project has expired: open it again");
    }
    // Nor does the campaign's token save a piece on its own.
    const pieceSave = await c.call(
      'PUT',
      `/api/projects/${pieceOf(start, ids.postcard)}`,
      c.withToken(member.headers, o.user_token),
      body.values,
    );
    expect(pieceSave.statusCode).toBe(403);

    const other = await save(o, body, c.withToken(c.members.gated.headers, o.user_token));
    expect(other.statusCode).toBe(404);
    expect((await read(o.campaign_project_id)).values.text.headline).toBe(start.values.text.headline);
  });

  it('answers bad bodies (deep, cut short, huge, of the wrong types) with 400, never a server error', async () => {
    const ids = await makeCampaign();
    const o = await opened(ids.campaign);
    const start = await read(o.campaign_project_id);
    const flyer = pieceOf(start, ids.flyer);
    const url = `/api/campaign-projects/${o.campaign_project_id}`;
    const headers = { ...c.withToken(member.headers, o.user_token), 'content-type': 'application/json' };
    const raw = [
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `{"values":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      '{"values":',
      '"just a string"',
    ];
    const bodies: unknown[] = [
      {},
      { values: 'x' },
      { values: start.values, pieces: 'x' },
      { values: start.values, pieces: [{ project_id: 5 }] },
      { values: start.values, pieces: [{ project_id: 'not-an-id' }] },
      { values: start.values, pieces: [{ project_id: flyer, overrides: { text: [1] } }] },
      { values: start.values, pieces: [{ project_id: flyer, overrides: { text: { headline: 7 } } }] },
      { values: start.values, pieces: [{ project_id: flyer, overrides: { photos: { photo: { zoom: 'big' } } } }] },
      { values: withHeadline(start.values, 'x'.repeat(THEME_TEXT_MAX + 1)) },
      { values: withHeadline(start.values, 'x'.repeat(500_000)) },
      { values: { ...start.values, text: { 'Not A Slot': 'x' } } },
      { values: start.values, pieces: Array.from({ length: 101 }, () => ({ project_id: flyer })) },
    ];
    for (const payload of [...raw, ...bodies.map((b) => JSON.stringify(b))]) {
      const res = await c.t.app.inject({ method: 'PUT', url, headers, payload });
      expect(res.statusCode, `${payload.slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(400);
    }
    // Past the server's body limit, whatever the route: too large, not a server error.
    const huge = JSON.stringify({ values: withHeadline(start.values, 'x'.repeat(2_000_000)) });
    expect((await c.t.app.inject({ method: 'PUT', url, headers, payload: huge })).statusCode).toBe(413);
    const notAnId = await c.call('GET', '/api/campaign-projects/not-an-id', member.headers);
    expect(notAnId.statusCode).toBe(400);
    expect((await read(o.campaign_project_id)).values).toEqual(start.values);
  });
});
