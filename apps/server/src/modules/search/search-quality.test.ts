/**
 * Search quality (DESIGN §1.12, decision 0015): real marketing words, each the title of a product,
 * searched with generated typos of every kind (a letter inserted, deleted, substituted, two
 * neighbours swapped; two of them in a word of 9 letters or more). The share of typos that find
 * their word's product is printed and must reach 95 %. Real words a letter or two apart, but beyond
 * what their length allows, must not find each other.
 */
import { products } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { searchProductRows } from './search.queries';

const WORDS = `
  advertising analytics announcement apparel audience awareness banner billboard booklet branding
  broadband brochure bundle business calendar campaign carousel catalogue checklist community contest
  conversion coupon coverage customer discount engagement envelope festival flyer giveaway gigabit
  hashtag headline holiday influencer infographic installation invitation letterhead loyalty mailer
  marketing membership merchandise neighborhood network newsletter onboarding outreach partnership
  playbook podcast postcard poster pricing promotion prospect referral residential retention rewards
  router seasonal signage slogan social sponsorship sticker storyboard streaming subscriber survey
  sweepstakes technician template testimonial upgrade video voucher webinar wireless`
  .trim()
  .split(/\s+/);

/** Real words that must not find each other: too short for a typo, or more edits apart than allowed. */
const APART = [
  ['card', 'cart'],
  ['sale', 'sole'],
  ['shop', 'ship'],
  ['deal', 'dial'],
  ['offer', 'order'],
  ['brand', 'bread'],
  ['market', 'basket'],
  ['banner', 'dinner'],
  ['promo', 'photo'],
  ['broadband', 'broadcast'],
  ['newsletter', 'newscaster'],
];

/** A fixed sequence (mulberry32), so that every run searches the same typos. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}
const random = randomFrom(11);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letterOtherThan = (c: string) => {
  const l = LETTERS.replace(c, '');
  return l[random(l.length)] as string;
};
const EDITS = {
  insertion: (w: string) => {
    const at = random(w.length + 1);
    return w.slice(0, at) + LETTERS[random(26)] + w.slice(at);
  },
  deletion: (w: string) => {
    const at = random(w.length);
    return w.slice(0, at) + w.slice(at + 1);
  },
  substitution: (w: string) => {
    const at = random(w.length);
    return w.slice(0, at) + letterOtherThan(w[at] as string) + w.slice(at + 1);
  },
  swap: (w: string) => {
    const at = random(w.length - 1);
    return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  },
};
type Kind = keyof typeof EDITS;
const KINDS = Object.keys(EDITS) as Kind[];

/**
 * Each kind twice on every word, at positions drawn from the sequence; and on a word of 9 letters or
 * more, each kind followed by another drawn kind.
 */
function typosOf(word: string) {
  const typos: { kind: string; typo: string }[] = [];
  const add = (kind: string, typo: string) => {
    if (typo !== word && !typos.some((t) => t.typo === typo)) typos.push({ kind, typo });
  };
  for (let round = 0; round < 2; round++) for (const kind of KINDS) add(kind, EDITS[kind](word));
  if (word.length >= 9)
    for (const kind of KINDS) {
      const second = KINDS[random(KINDS.length)] as Kind;
      add('two edits', EDITS[second](EDITS[kind](word)));
    }
  return typos;
}

/** The edits a search word may differ by (DESIGN §1.12): none below 5 letters, one up to 8, two from 9. */
const allowed = (typed: string) => (typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0);

/** Optimal string alignment distance, as the search counts typos. */
function typos(a: string, b: string) {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const idOf = new Map<string, string>();
const admin = { userId: '00000000-0000-0000-0000-000000000001', isAdmin: true };

beforeAll(async () => {
  database = await createTestDatabase();
  const titles = [...new Set([...WORDS, ...APART.flat()])].map((w) => w[0]?.toUpperCase() + w.slice(1));
  const rows = await database.db
    .insert(products)
    .values(titles.map((title, i) => ({ title, slug: `quality-${i}`, product_type: 'asset' })))
    .returning({ id: products.id, title: products.title });
  // The search document as the product service writes it.
  await database.db.execute(sql`update products set search_document = product_search_document(id)`);
  for (const row of rows) idOf.set(row.title.toLowerCase(), row.id);
});
afterAll(() => database.close());

const found = async (search: string) =>
  (await searchProductRows(database.db, admin, { search, limit: 50 })).map((r) => r.product.id);

it('finds a word through 95 % of its typos or more, and every typo within the edits its length allows', async () => {
  const tally = new Map<string, { tried: number; found: number }>();
  const count = (key: string, hit: boolean) => {
    const t = tally.get(key) ?? { tried: 0, found: 0 };
    tally.set(key, { tried: t.tried + 1, found: t.found + (hit ? 1 : 0) });
  };
  const misses: string[] = [];
  for (const word of WORDS) {
    for (const { kind, typo } of typosOf(word)) {
      const ids = await found(typo);
      const hit = ids.includes(idOf.get(word) as string);
      const withinRule = typos(typo, word) <= allowed(typo);
      count('all', hit);
      count(kind, hit);
      count(withinRule ? 'within the edits allowed' : 'beyond them', hit);
      count('ranked first', ids[0] === idOf.get(word));
      if (!hit) misses.push(`${typo} (${word}, ${kind}${withinRule ? '' : ', beyond'})`);
    }
  }
  const share = (key: string) => {
    const t = tally.get(key) ?? { tried: 0, found: 0 };
    return { ...t, share: t.tried ? t.found / t.tried : 1 };
  };
  const line = (key: string) =>
    `  ${key}: ${share(key).found} of ${share(key).tried} (${(100 * share(key).share).toFixed(1)} %)`;
  console.log(
    [
      `search quality: ${WORDS.length} words, ${share('all').tried} typos`,
      line('all'),
      ...KINDS.map(line),
      line('two edits'),
      line('within the edits allowed'),
      line('beyond them'),
      line('ranked first'),
      `  missed: ${misses.join(', ') || 'none'}`,
    ].join('\n'),
  );
  expect(WORDS.length).toBeGreaterThanOrEqual(60);
  expect(share('all').share).toBeGreaterThanOrEqual(0.95);
  expect(share('within the edits allowed').share).toBe(1);
});

it.each(APART)('keeps %s and %s apart', async (a, b) => {
  for (const [word, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const ids = await found(word);
    expect(ids[0]).toBe(idOf.get(word));
    expect(ids).not.toContain(idOf.get(other));
  }
});
