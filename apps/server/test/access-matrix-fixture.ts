/**
 * One catalogue holding every cell of the access matrix (DESIGN §1.3), and the rule that says what
 * each caller should get, computed from the matrix alone so the tests never ask the server what to
 * expect. Three categories, one per level, each linked (cap 2) to a provider of its own; one member
 * whose group grants no, gated and yes on those providers; a member in no group; an admin whose
 * group grants the same as the member's, who gets 2 whatever the group says. Every product also
 * carries a tag linked to the no provider, which the member may not see.
 */
import { expect } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { insertAccount } from './accounts';
import { buildTestApp } from './build';
import { createCategory, createGroup, createProvider, createTag } from './catalogue';
import { insertTemplate } from './templates';

export type Level = 'no' | 'gated' | 'yes';
export const LEVELS: Level[] = ['no', 'gated', 'yes'];

export interface Cell {
  /** The one word of its title and of its own tag's name; no other title is near it, even by trigram. */
  word: string;
  categories: Level[];
  is_gated: boolean;
  is_draft: boolean;
}

const WORDS = [
  'aardvark',
  'bluebell',
  'cobalt',
  'dervish',
  'elkhound',
  'fjord',
  'gazpacho',
  'hibiscus',
  'igloo',
  'jackal',
  'kumquat',
  'lozenge',
  'mongoose',
  'nutmeg',
  'pumice',
];

export const CELLS: Cell[] = (
  [
    ...LEVELS.flatMap((level) =>
      [false, true].flatMap((is_gated) =>
        [false, true].map((is_draft) => ({ categories: [level], is_gated, is_draft })),
      ),
    ),
    { categories: [], is_gated: false, is_draft: false },
    // A product's permission is the highest among its categories.
    { categories: ['no', 'gated'], is_gated: true, is_draft: false },
    { categories: ['gated', 'yes'], is_gated: true, is_draft: false },
  ] as Omit<Cell, 'word'>[]
).map((cell, i) => ({ ...cell, word: WORDS[i] as string }));

export const cellName = (c: Cell) => {
  const where =
    c.categories.length === 0
      ? 'in no category'
      : `in categor${c.categories.length > 1 ? 'ies' : 'y'} ${c.categories.join(' + ')}`;
  return `${where}, ${c.is_gated ? 'is_gated' : 'not is_gated'}, ${c.is_draft ? 'draft' : 'published'} (${c.word})`;
};

export interface Caller {
  name: 'admin' | 'member' | 'stranger';
  isAdmin: boolean;
  /** What the caller's groups grant on each level's provider; the stranger is in no group. */
  grants: Record<Level, number> | undefined;
}
const MEMBER_GRANTS = { no: 0, gated: 1, yes: 2 };
export const CALLERS: Caller[] = [
  { name: 'admin', isAdmin: true, grants: MEMBER_GRANTS },
  { name: 'member', isAdmin: false, grants: MEMBER_GRANTS },
  { name: 'stranger', isAdmin: false, grants: undefined },
];

/** DESIGN §1.3 as a function of the matrix. */
export const rule = {
  categoryPermission: (caller: Caller, level: Level) => (caller.isAdmin ? 2 : (caller.grants?.[level] ?? 0)),
  /** Admins get 2 even for a product in no category. */
  permission: (caller: Caller, cell: Cell) =>
    caller.isAdmin ? 2 : Math.max(0, ...cell.categories.map((level) => rule.categoryPermission(caller, level))),
  visible: (caller: Caller, cell: Cell) => rule.permission(caller, cell) > 0 && (caller.isAdmin || !cell.is_draft),
  /** Visible, on a page of a category (admins see every product, but only categories have pages). */
  visibleIn: (caller: Caller, cell: Cell, level: Level) =>
    cell.categories.includes(level) && rule.categoryPermission(caller, level) > 0 && rule.visible(caller, cell),
  /** Tags are linked like categories (cap 2): a tag of level L has the caller's permission for L. */
  tagVisible: (caller: Caller, tag: Level) => rule.categoryPermission(caller, tag) > 0,
  withheld: (caller: Caller, cell: Cell) => !caller.isAdmin && rule.permission(caller, cell) === 1 && cell.is_gated,
  /** DESIGN §1.12: search never finds drafts, not even for admins. */
  searched: (caller: Caller, cell: Cell) => rule.visible(caller, cell) && !cell.is_draft,
  public: (cell: Cell) => !cell.is_draft && !cell.is_gated && cell.categories.length > 0,
};

const videoOf = (cell: Cell) => `https://www.youtube-nocookie.com/embed/${cell.word}`;

export interface WireProduct {
  id: string;
  title: string;
  is_gated: boolean;
  article_file_path: string;
  article_file_url: string;
  video_embed_url: string;
  bundle_download_url: string;
  design_huddle_template_id: string;
}

const FILE_FIELDS = ['article_file_path', 'article_file_url', 'bundle_download_url', 'design_huddle_template_id'];

/**
 * Withheld files are ''; present ones only non-empty, since stored paths may come back as signed
 * addresses. The video is an external address, so it comes back as stored.
 */
export function expectFiles(product: WireProduct | undefined, cell: Cell, withheld: boolean) {
  expect(product?.title).toBe(`Matrix ${cell.word}`);
  const files = Object.fromEntries(
    [...FILE_FIELDS, 'video_embed_url'].map((f) => [f, product?.[f as keyof WireProduct]]),
  );
  if (withheld) {
    expect(files).toEqual(Object.fromEntries(Object.keys(files).map((f) => [f, ''])));
    return;
  }
  for (const f of FILE_FIELDS) expect(files[f], f).toMatch(/.+/);
  expect(files.video_embed_url).toBe(videoOf(cell));
}

export async function buildMatrix() {
  const t = await buildTestApp({
    // Every caller asks about every product: more than a member's hourly allowance.
    rateLimits: { ...DEFAULT_RATE_LIMITS, productInfoPerUser: { limit: 1000, windowSeconds: 3600 } },
  });
  const db = t.database.db;
  const provider = {} as Record<Level, string>;
  const category = {} as Record<Level, string>;
  for (const level of LEVELS) {
    provider[level] = await createProvider(db, `Matrix ${level}`);
    category[level] = await createCategory(db, {
      name: `Matrix ${level}`,
      slug: `matrix-${level}`,
      links: [{ id: provider[level], permission: 2 }],
    });
  }
  const headers = {} as Record<Caller['name'], Record<string, string>>;
  for (const caller of CALLERS) {
    const username = `matrix-${caller.name}`;
    const userId = await insertAccount(db, { username, is_admin: caller.isAdmin });
    if (caller.grants) {
      const grants = LEVELS.map((level) => ({ id: provider[level], permission: caller.grants?.[level] ?? 0 }));
      await createGroup(db, `Matrix ${caller.name}`, grants, [userId]);
    }
    headers[caller.name] = (await t.sessionFor(username)).headers;
  }
  // On every product: a tag the member may not see, beside the product's own tag, which is linked to
  // the yes provider so that only the product decides whether the member sees it.
  const hiddenTag = await createTag(db, { name: 'Hidden', links: [{ id: provider.no, permission: 2 }] });
  const template = await insertTemplate(db);
  const ids = new Map<Cell, string>();
  const tags = new Map<Cell, string>();
  for (const cell of CELLS) {
    const tag = await createTag(db, { name: `Tag ${cell.word}`, links: [{ id: provider.yes, permission: 2 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: headers.admin,
      payload: {
        title: `Matrix ${cell.word}`,
        product_type: 'asset',
        is_gated: cell.is_gated,
        is_draft: cell.is_draft,
        article_file_path: `matrix/${cell.word}.pdf`,
        bundle_download_url: `matrix/${cell.word}.zip`,
        video_embed_url: videoOf(cell),
        design_huddle_template_id: template,
        categories: cell.categories.map((level) => ({ category_id: category[level] })),
        tags: [{ tag_id: tag }, { tag_id: hiddenTag }],
      },
    });
    expect(res.statusCode).toBe(201);
    ids.set(cell, res.json().id);
    tags.set(cell, tag);
  }
  const idOf = (cell: Cell) => ids.get(cell) as string;
  const tagOf = (cell: Cell) => tags.get(cell) as string;
  /** A cell's tags by the level of the provider each is linked to. */
  const tagsOf = (cell: Cell) => [
    { level: 'yes' as Level, id: tagOf(cell) },
    { level: 'no' as Level, id: hiddenTag },
  ];
  return { t, category, headers, idOf, tagOf, tagsOf, hiddenTag };
}
export type Matrix = Awaited<ReturnType<typeof buildMatrix>>;
