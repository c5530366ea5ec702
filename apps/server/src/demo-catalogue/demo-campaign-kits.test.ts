/**
 * The demo's campaign kits (decision 0050): one design drawn in five sizes, and a launch kit of five
 * different pieces, whose common slots carry one name so that a member fills them once. Each demo
 * campaign's pieces take one another's defaults without a refusal (a campaign starts from whichever
 * piece comes first); the demo member opens both kits with every piece, a new headline saved once
 * reaches every piece, and each size passes the preflight of its own export.
 */
import {
  type CampaignProject,
  PROJECT_TOKEN_HEADER,
  type Preflight,
  type Project,
  templateFeatures,
  templateSlots,
  textOverflows,
  themeFromBrand,
} from '@stockroom/contract';
import { products } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, type TestApp } from '../../test/build';
import { readTemplateSvg } from '../modules/templates/read-template';
import { DEMO_BRANDS } from './demo-brands';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PRODUCT_TEMPLATES, DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from './demo-templates';
import { seedDemoCatalogue } from './seed-demo-catalogue';

const SIZES = 'Fiber Is Here — Every Size';
const LAUNCH = 'New Neighborhood Launch Kit';
const SIZE_PIECES = [
  'Fiber Is Here Social Post',
  'Fiber Is Here Story',
  'Fiber Is Here Web Banner',
  'Fiber Is Here Flyer (A4)',
  'Fiber Is Here Flyer (US Letter)',
];
const LAUNCH_PIECES = [
  'Yard Sign: Now Building',
  'Fiber Is Here Door Hanger',
  'New Mover Welcome Postcard',
  'Fiber Is Here Social Post',
  'Fiber Is Here Web Banner',
];
/** The export each size is made for: print-ready PDFs for paper, PNGs for screens. */
const NATURAL_EXPORT: Record<string, { format: 'png' | 'pdf'; print_ready?: boolean }> = {
  'Fiber Is Here Social Post': { format: 'png' },
  'Fiber Is Here Story': { format: 'png' },
  'Fiber Is Here Web Banner': { format: 'png' },
  'Fiber Is Here Flyer (A4)': { format: 'pdf', print_ready: true },
  'Fiber Is Here Flyer (US Letter)': { format: 'pdf', print_ready: true },
};

const piecesOf = (title: string) => DEMO_PRODUCTS.find((p) => p.title === title)?.associated ?? [];

describe('the demo campaigns’ pieces', () => {
  it('are the five sizes of one design, and five different launch pieces', () => {
    expect(piecesOf(SIZES)).toEqual(SIZE_PIECES);
    expect(piecesOf(LAUNCH)).toEqual(LAUNCH_PIECES);
    const templateOf = (title: string) => DEMO_PRODUCT_TEMPLATES[title];
    expect(new Set(LAUNCH_PIECES.map(templateOf)).size).toBe(5);
    expect(SIZE_PIECES.map(templateOf)).toEqual(['fiberSquare', 'fiberStory', 'fiberBanner', 'fiberA4', 'fiberLetter']);
  });

  it('give the five sizes the same shared slots, each with the same default', async () => {
    const shared = ['kicker', 'headline', 'subline', 'offer', 'date', 'isp', 'phone', 'url'];
    const defaults = new Set<string>();
    for (const title of SIZE_PIECES) {
      const key = DEMO_PRODUCT_TEMPLATES[title] as DemoTemplateKey;
      const slots = templateSlots(readTemplateSvg(await demoTemplateSvg(DEMO_TEMPLATES[key])).document);
      expect(slots.texts.map((s) => s.name)).toEqual(expect.arrayContaining(shared));
      expect(slots.photos.map((s) => s.name)).toEqual(['photo']);
      defaults.add(JSON.stringify(shared.map((name) => slots.texts.find((s) => s.name === name)?.default)));
    }
    expect(defaults.size).toBe(1);
  });

  // A campaign starts each shared text from its first piece's default, and the first piece is any
  // of them: every default must therefore fit every other piece that shares the slot.
  it.each(DEMO_PRODUCTS.filter((p) => p.type === 'campaign' && p.associated).map((p) => p.title))(
    'of %s take one another’s defaults for every slot they share, in every demo brand',
    async (campaign) => {
      const keys = piecesOf(campaign).flatMap((title) => DEMO_PRODUCT_TEMPLATES[title] ?? []);
      const documents = await Promise.all(
        keys.map(async (key) => readTemplateSvg(await demoTemplateSvg(DEMO_TEMPLATES[key])).document),
      );
      const defaults = documents.map(
        (document) => new Map(templateSlots(document).texts.flatMap((s) => (s.brand ? [] : [[s.name, s.default]]))),
      );
      for (const [to, document] of documents.entries()) {
        const placeholders = templateFeatures(document).placeholders;
        for (const [from, given] of defaults.entries()) {
          if (from === to) continue;
          for (const brand of DEMO_BRANDS) {
            const text = { ...themeFromBrand(brand.values, placeholders).text };
            for (const [name, value] of given) if (defaults[to]?.has(name)) text[name] = value;
            expect(textOverflows(document, text), `${keys[from]} into ${keys[to]}, ${brand.values.name}`).toEqual([]);
          }
        }
      }
    },
  );
});

describe('the demo member’s campaign kits', () => {
  let t: TestApp;
  let member: Record<string, string>;
  const call = (...args: CallArgs) => injectInto(t.app, ...args);
  const opened = new Map<string, { campaign_project_id: string; user_token: string }>();

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.deps, { firstStart: true });
    member = (await t.sessionFor('member')).headers;
  }, 120_000);
  afterAll(() => t.close());

  async function productId(title: string) {
    const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.title, title));
    if (!row) throw new Error(`no demo product ${title}`);
    return row.id;
  }
  async function open(title: string) {
    const res = await call('POST', '/api/campaign-projects', member, { product_id: await productId(title) });
    expect(res.statusCode, res.body).toBe(200);
    opened.set(title, res.json());
    return res.json() as { campaign_project_id: string; user_token: string };
  }
  async function read(title: string): Promise<CampaignProject> {
    const res = await call('GET', `/api/campaign-projects/${opened.get(title)?.campaign_project_id}`, member);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const slot = (campaign: CampaignProject, name: string) => campaign.slots.filter((s) => s.name === name);
  const titleOf = (campaign: CampaignProject, projectId: string) =>
    campaign.pieces.find((p) => p.project.id === projectId)?.project.product_title;

  it('links each campaign to its pieces, all open to the demo member', async () => {
    for (const [campaign, pieces] of [
      [SIZES, SIZE_PIECES],
      [LAUNCH, LAUNCH_PIECES],
    ] as const) {
      const res = await call('GET', `/api/products/${await productId(campaign)}`, member);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ is_campaign: true, product_type: 'campaign' });
      const ids = await Promise.all(pieces.map(productId));
      expect([...res.json().associated_products].sort()).toEqual([...ids].sort());
    }
  });

  it.each([
    [SIZES, SIZE_PIECES],
    [LAUNCH, LAUNCH_PIECES],
  ])(
    'opens %s with every piece, listing each shared slot once for every piece that shows it',
    async (title, pieces) => {
      await open(title);
      const campaign = await read(title);
      expect(campaign.skipped).toEqual([]);
      expect(campaign.pieces.map((p) => p.project.product_title).sort()).toEqual([...pieces].sort());
      const keys = campaign.slots.map((s) => `${s.kind}:${s.name}`);
      expect(new Set(keys).size).toBe(keys.length);
      const everyPiece = campaign.pieces.map((p) => p.project.id).sort();
      for (const name of ['headline', 'kicker', 'phone', 'url']) {
        expect(
          slot(campaign, name).map((s) => [...s.project_ids].sort()),
          name,
        ).toEqual([everyPiece]);
      }
      const photo = slot(campaign, 'photo');
      expect(photo).toHaveLength(1);
      expect(photo[0]?.kind).toBe('photo');
      expect(photo[0]?.project_ids.length).toBe(5);
      const offer = slot(campaign, 'offer')[0];
      const offerPieces = offer?.project_ids.map((id) => titleOf(campaign, id)).sort();
      expect(offerPieces).toEqual(
        title === SIZES
          ? [...SIZE_PIECES].sort()
          : ['Fiber Is Here Social Post', 'Fiber Is Here Web Banner', 'New Mover Welcome Postcard'],
      );
    },
  );

  it('passes each size’s preflight for its natural export with no refusal and nothing misplaced', async () => {
    const campaign = await read(SIZES);
    for (const piece of campaign.pieces) {
      const records = await call('GET', `/api/transaction/product-customization/${piece.project.product_id}`, member);
      const token = records
        .json()
        .find(
          (r: { design_huddle_project_id: string }) => r.design_huddle_project_id === piece.project.id,
        )?.design_huddle_user_access_token;
      expect(token, piece.project.product_title).toEqual(expect.any(String));
      const request = NATURAL_EXPORT[piece.project.product_title];
      const res = await call(
        'POST',
        `/api/projects/${piece.project.id}/preflight`,
        { ...member, [PROJECT_TOKEN_HEADER]: token },
        request,
      );
      expect(res.statusCode, res.body).toBe(200);
      const checked = res.json() as Preflight;
      expect(checked.ok, `${piece.project.product_title}: ${res.body}`).toBe(true);
      // The template's own photo may print under 300 ppi (a warning); nothing else is said.
      expect(
        checked.findings.filter((f) => !(f.code === 'low_resolution' && f.slot === 'photo')),
        piece.project.product_title,
      ).toEqual([]);
    }
  });

  it.each([SIZES, LAUNCH])('saves a new headline once into every piece of %s', async (title) => {
    const campaign = await read(title);
    const headline = 'Gigabit fiber is here';
    const res = await call(
      'PUT',
      `/api/campaign-projects/${campaign.id}`,
      { ...member, [PROJECT_TOKEN_HEADER]: opened.get(title)?.user_token ?? '' },
      { values: { ...campaign.values, text: { ...campaign.values.text, headline } } },
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const piece of campaign.pieces) {
      const project = (await call('GET', `/api/projects/${piece.project.id}`, member)).json() as Project;
      expect(project.values.text.headline, piece.project.product_title).toBe(headline);
      expect(project.values.text.phone).toBe('+1 (555) 010-0142');
    }
  });
});
