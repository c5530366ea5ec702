/** GET /api/categories/products: landing sections in provider order, pinned first, access-filtered. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';

let c: Catalogue;
const ids: Record<string, string> = {};
const landing = (headers: Record<string, string>, query = '') => c.get(`/api/categories/products${query}`, headers);
type Section = { id: string; title: string; products: { id: string; article_file_path: string }[] } & Record<
  string,
  unknown
>;

beforeAll(async () => {
  c = await buildCatalogue();
  await c.db.execute(`update categories set description_bold = 'Bold words here' where name = 'Alpha'`);
  ids.a1 = await c.product({}, [c.cat.alpha]);
  ids.a2 = await c.product({}, [c.cat.alpha]);
  ids.a3 = await c.product({ is_gated: true }, [c.cat.alpha]);
  ids.a4 = await c.product({}, [c.cat.alpha]);
  ids.draft = await c.product({ is_draft: true }, [c.cat.alpha]);
  await c.pin(c.cat.alpha, [ids.a2 as string, ids.a1 as string]);
  for (let i = 0; i < 10; i++) await c.product({}, [c.cat.beta]);
});
afterAll(() => c.t.close());

describe('GET /api/categories/products', () => {
  it('answers one section per visible category in provider order, each once', async () => {
    const res = await landing(c.as.yes);
    expect(res.statusCode).toBe(200);
    const sections = res.json() as Section[];
    // First orders Gamma, Beta; Second adds Alpha; Beta (in both) appears once; Orphan has no provider.
    expect(sections.map((s) => s.title)).toEqual(['Gamma', 'Beta', 'Alpha']);
  });

  it('shapes each section and defaults the limit to 3, pinned first then newest', async () => {
    const sections = (await landing(c.as.yes)).json() as Section[];
    const alpha = sections.find((s) => s.title === 'Alpha');
    expect(alpha).toMatchObject({
      id: c.cat.alpha,
      description: 'About alpha',
      descriptionBold: 'Bold',
      link: '/alpha',
      token: '',
      total_pages: 1,
      category_permission: 2,
    });
    expect(alpha?.products.map((p) => p.id)).toEqual([ids.a2, ids.a1, ids.a4]);
    const beta = sections.find((s) => s.title === 'Beta');
    expect(beta?.total_pages).toBe(2);
    expect(beta?.products).toHaveLength(3);
    expect(sections.find((s) => s.title === 'Gamma')?.products).toEqual([]);
  });

  it('takes a limit', async () => {
    const sections = (await landing(c.as.yes, '?limit=5')).json() as Section[];
    const alpha = sections.find((s) => s.title === 'Alpha');
    expect(alpha?.products.map((p) => p.id)).toEqual([ids.a2, ids.a1, ids.a4, ids.a3]);
  });

  it('shows gated members is_gated products with their files withheld', async () => {
    const sections = (await landing(c.as.gated, '?limit=5')).json() as Section[];
    const alpha = sections.find((s) => s.title === 'Alpha');
    expect(alpha?.category_permission).toBe(1);
    const gated = alpha?.products.find((p) => p.id === ids.a3);
    expect(gated).toMatchObject({ is_gated: true, article_file_path: '', bundle_download_url: '' });
    expect(alpha?.products.find((p) => p.id === ids.a1)?.article_file_path).toBe('a.pdf');
    const yes = (await landing(c.as.yes, '?limit=5')).json() as Section[];
    const full = yes.find((s) => s.title === 'Alpha')?.products.find((p) => p.id === ids.a3);
    expect(full?.article_file_path).toBe('a.pdf');
  });

  it('shows nothing to a member whose groups grant no', async () => {
    const res = await landing(c.as.no);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('shows admins every live category (no provider last) and drafts', async () => {
    const sections = (await landing(c.admin, '?limit=50')).json() as Section[];
    expect(sections.map((s) => s.title)).toEqual(['Gamma', 'Beta', 'Alpha', 'Orphan']);
    expect(sections.find((s) => s.title === 'Alpha')?.products.map((p) => p.id)).toContain(ids.draft);
    const member = (await landing(c.as.yes, '?limit=50')).json() as Section[];
    expect(member.find((s) => s.title === 'Alpha')?.products.map((p) => p.id)).not.toContain(ids.draft);
  });

  it('refuses a bad limit (400) and anonymous callers (401)', async () => {
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?limit=1.5']) {
      const res = await landing(c.as.yes, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues[0].path).toBe('limit');
    }
    expect((await landing({})).statusCode).toBe(401);
  });
});
