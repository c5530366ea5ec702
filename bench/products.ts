/**
 * The product rows: skewed words (so full-text search meets common and rare terms), 1–2
 * categories, 0–3 tags, ~5 % drafts, ~10 % is_gated, one every 15 minutes up to now, and the 3
 * newest published products of each category pinned.
 */
import { PRODUCT_TYPES } from '@stockroom/contract';
import type { Random } from './random';
import { capital, FILLER_WORDS, kebab, TITLE_WORDS, words } from './words';

export interface Category {
  id: string;
  /** The seeded member's permission for it. */
  memberPermission: number;
}

export const PRODUCT_COLUMNS = {
  id: 'uuid',
  title: 'text',
  subtitle: 'text',
  slug: 'text',
  description: 'text',
  product_type: 'text',
  is_gated: 'boolean',
  is_draft: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export function generateProducts(random: Random, categories: Category[], tagIds: string[], total: number) {
  const titleWord = random.skewed(words(TITLE_WORDS), 1);
  const fillerWord = random.skewed(words(FILLER_WORDS), 0.6);
  const category = random.skewed(categories, 0.5);
  const tag = random.skewed(tagIds, 0.8);
  const sentence = (n: number, fillerShare: number) =>
    Array.from({ length: n }, () => (random.next() < fillerShare ? fillerWord() : titleWord())).join(' ');
  const now = Date.now();
  const out = {
    products: [] as unknown[][],
    productCategories: [] as unknown[][],
    productTags: [] as unknown[][],
    /** Published products per word, for choosing a search term of known selectivity. */
    wordCounts: new Map<string, number>(),
    /** A published, non-gated product the member sees at "yes", with tags: a typical product page. */
    productId: '',
  };
  const newestPublished = new Map<string, string[]>();
  for (let i = 0; i < total; i++) {
    const id = random.uuid();
    const title = Array.from({ length: random.int(3, 6) }, () => capital(titleWord())).join(' ');
    const subtitle = sentence(random.int(4, 8), 0.3);
    const description = `${capital(sentence(random.int(15, 40), 0.7))}.`;
    const draft = random.next() < 0.05;
    const gated = random.next() < 0.1;
    const created = new Date(now - (total - i) * 15 * 60_000).toISOString();
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length];
    out.products.push([id, title, subtitle, `${kebab(title)}-${i}`, description, type, gated, draft, created, created]);
    const cats = random.distinct(random.next() < 0.7 ? 1 : 2, category);
    const tags = random.distinct(random.int(0, 3), tag);
    for (const c of cats) out.productCategories.push([id, c.id]);
    for (const t of tags) out.productTags.push([id, t]);
    if (draft) continue;
    for (const c of cats) newestPublished.set(c.id, [id, ...(newestPublished.get(c.id) ?? [])].slice(0, 3));
    for (const w of new Set(`${title} ${subtitle} ${description}`.toLowerCase().match(/[a-z]+/g))) {
      out.wordCounts.set(w, (out.wordCounts.get(w) ?? 0) + 1);
    }
    if (!gated && tags.length >= 2 && cats.every((c) => c.memberPermission === 2)) out.productId = id;
  }
  const pins = [...newestPublished].flatMap(([c, ids]) => ids.map((p, position) => [c, p, position]));
  return { ...out, pins };
}
