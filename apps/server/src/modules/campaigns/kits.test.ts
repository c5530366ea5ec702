/**
 * A campaign kit's preflight (decision 0051): every piece checked as its kit files would be
 * exported, grouped by piece; a refusal marks its piece alone. And deleting a campaign project.
 */
import { type KitPreflight, PROJECT_TOKEN_HEADER } from '@stockroom/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization } from '../../../test/customization';
import { insertTemplate } from '../../../test/templates';

let c: Customization;
let member: Customization['members']['yes'];
let tpl: Record<'flyer' | 'noBleed' | 'social', string>;

const printSvg = (bleed: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="150mm" height="100mm" viewBox="0 0 150 100" ${bleed} font-family="'Source Sans 3'">
  <rect x="-3" y="-3" width="156" height="106" class="light1"/>
  <text data-slot="headline" data-label="Headline" x="10" y="20" font-size="10" data-width="100" class="dark1">GRAND OPENING</text>
</svg>`;
const socialSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600px" height="600px" viewBox="0 0 600 600" font-family="'Source Sans 3'">
  <rect width="600" height="600" class="light1"/>
  <text data-slot="headline" data-label="Headline" x="40" y="100" font-size="40" data-width="520" class="dark1">GRAND OPENING</text>
</svg>`;

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  tpl = {
    flyer: await insertTemplate(c.db, 'Kit flyer', printSvg('data-bleed="3mm"')),
    noBleed: await insertTemplate(c.db, 'Kit sign without bleed', printSvg('data-bleed="3mm"')),
    social: await insertTemplate(c.db, 'Kit social post', socialSvg),
  };
  // An upload needs bleed for print; a template stored before that rule may have none.
  await c.db.execute(
    sql`update templates set document = jsonb_set(document, '{bleed}', '0') where id = ${tpl.noBleed}`,
  );
});
afterAll(() => c.t.close());

let made = 0;
async function openCampaign() {
  const n = ++made;
  const flyer = (await c.product({ title: `Kit flyer ${n}`, design_huddle_template_id: tpl.flyer })).id;
  const noBleed = (await c.product({ title: `Kit sign ${n}`, design_huddle_template_id: tpl.noBleed })).id;
  const social = (await c.product({ title: `Kit post ${n}`, design_huddle_template_id: tpl.social })).id;
  const campaign = (
    await c.product({
      title: `Kit campaign ${n}`,
      product_type: 'campaign',
      is_campaign: true,
      design_huddle_template_id: '',
      associated_products: [flyer, noBleed, social],
    })
  ).id;
  const res = await c.call('POST', '/api/campaign-projects', member.headers, { product_id: campaign });
  expect(res.statusCode, res.body).toBe(200);
  const o: { campaign_project_id: string; user_token: string } = res.json();
  return { ...o, flyer, noBleed, social };
}
const preflight = (o: { campaign_project_id: string; user_token: string }, body: object, headers?: object) =>
  c.call(
    'POST',
    `/api/campaign-projects/${o.campaign_project_id}/preflight`,
    headers ?? c.withToken(member.headers, o.user_token),
    body,
  );

describe("a kit's preflight", () => {
  it('lists each piece with the files it adds and its findings; a refusal marks its own piece only', async () => {
    const o = await openCampaign();
    const res = await preflight(o, {});
    expect(res.statusCode, res.body).toBe(200);
    const kit: KitPreflight = res.json();
    const byProduct = new Map(kit.pieces.map((piece) => [piece.product_id, piece]));
    expect(kit.pieces).toHaveLength(3);
    expect(byProduct.get(o.flyer)).toMatchObject({
      product_title: expect.stringMatching(/^Kit flyer/),
      use: 'print',
      files: [{ format: 'pdf', print_ready: true, page: null }],
      preflight: { ok: true },
    });
    expect(byProduct.get(o.social)).toMatchObject({
      use: 'screen',
      files: [{ format: 'png', print_ready: false, page: 1 }],
      preflight: { ok: true },
    });
    const sign = byProduct.get(o.noBleed);
    expect(sign?.preflight.ok).toBe(false);
    expect(sign?.preflight.findings).toEqual([
      expect.objectContaining({ code: 'missing_bleed', severity: 'refusal', page: null }),
    ]);
    expect(kit.ok).toBe(false);
    // Only refusals block: the other pieces carry none.
    for (const id of [o.flyer, o.social]) {
      expect(byProduct.get(id)?.preflight.findings.filter((f) => f.severity === 'refusal')).toEqual([]);
    }
  });

  it("adds a screen piece's SVGs when asked for them", async () => {
    const o = await openCampaign();
    const kit: KitPreflight = (await preflight(o, { svg: true })).json();
    expect(kit.pieces.find((piece) => piece.product_id === o.social)?.files).toEqual([
      { format: 'png', print_ready: false, page: 1 },
      { format: 'svg', print_ready: false, page: 1 },
    ]);
    expect(kit.pieces.find((piece) => piece.product_id === o.flyer)?.files).toHaveLength(1);
  });

  it("needs the campaign's own token and is its owner's only", async () => {
    const o = await openCampaign();
    const missing = await preflight(o, {}, member.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual([PROJECT_TOKEN_HEADER]);
    const piece = await c.open(o.flyer, member.headers);
    expect((await preflight(o, {}, c.withToken(member.headers, piece.user_token))).statusCode).toBe(403);
    expect((await preflight(o, {}, c.withToken(c.members.gated.headers, o.user_token))).statusCode).toBe(404);
  });

  it('answers bad bodies with 400 naming the field, never a server error', async () => {
    const o = await openCampaign();
    let deep: object = { svg: true };
    for (let i = 0; i < 500; i++) deep = { svg: deep };
    for (const body of [{ svg: 'yes' }, { svg: 1 }, deep, { svg: 'x'.repeat(100_000) }]) {
      const res = await preflight(o, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^(svg|body)/);
    }
    expect((await preflight(o, [])).statusCode).toBe(400);
  });
});

describe('deleting a campaign project', () => {
  it('removes it and its pieces for its owner only; opening the campaign again starts a new one', async () => {
    const o = await openCampaign();
    const path = `/api/campaign-projects/${o.campaign_project_id}`;
    const pieces = (await c.call('GET', path, member.headers))
      .json()
      .pieces.map((p: { project: { id: string } }) => p.project.id);
    expect((await c.call('DELETE', path, c.members.gated.headers)).statusCode).toBe(404);
    const res = await c.call('DELETE', path, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: o.campaign_project_id });
    expect((await c.call('GET', path, member.headers)).statusCode).toBe(404);
    for (const id of pieces) expect((await c.call('GET', `/api/projects/${id}`, member.headers)).statusCode).toBe(404);
    expect((await c.call('DELETE', path, member.headers)).statusCode).toBe(404);
  });
});
