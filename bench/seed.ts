/**
 * A catalogue of the shape the member routes meet in production: 5 providers, 40 categories linked
 * to them, 60 tags, groups granting no/gated/yes (the member in one of them), and N products
 * (products.ts), loaded with raw SQL in batches.
 */
import { generateProducts, PRODUCT_COLUMNS } from './products';
import { createRandom } from './random';
import { capital, FILLER_WORDS, kebab, TITLE_WORDS, words } from './words';

export type Exec = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** What the load targets: a category with a second page, a product, a search term, its typo and its first letters. */
export interface BenchFixture {
  products: number;
  categorySlug: string;
  productId: string;
  searchWord: string;
  searchMatches: number;
  typo: string;
  typoMatches: number;
  /** The first half of the search word, as a search-as-you-type box sends it. */
  prefix: string;
  prefixMatches: number;
  /**
   * Seconds spent inserting, filling search documents (compacting, building their indexes), building
   * the kept counts and title postings of one-word searches, analyzing.
   */
  seconds: { insert: number; searchDocuments: number; postings: number; analyze: number };
}

const SEED = 20_240_601;
const BATCH = 1000;
const PROVIDERS = 5;
const CATEGORIES = 40;
const TAGS = 60;
/** Grants per provider index; the member belongs to the first group. */
const GROUPS = [
  { name: 'Co-op members', grants: [2, 2, 1, 0] },
  { name: 'Partners', grants: [2, 2, 2, 2, 2] },
  { name: 'Prospects', grants: [1, 1, 0] },
  { name: 'Former members', grants: [0, 0, 0, 0, 0] },
];
const MEMBER_GRANTS = GROUPS[0]!.grants;
const PERMISSION_LINK = { provider_id: 'uuid', permission: 'smallint' };

/** Rows as text arrays, one per column, through unnest: one parameter per column, any batch size. */
async function insert(exec: Exec, table: string, columns: Record<string, string>, rows: unknown[][]) {
  const names = Object.keys(columns);
  const casts = names.map((n) => `${n}::${columns[n]}`).join(', ');
  const arrays = names.map((_, i) => `$${i + 1}::text[]`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params = names.map((_, i) => batch.map((row) => String(row[i])));
    const list = names.join(', ');
    await exec(`insert into ${table} (${list}) select ${casts} from unnest(${arrays}) as t(${list})`, params);
  }
}

export async function seedCatalogue(exec: Exec, memberId: string, total: number): Promise<BenchFixture> {
  const random = createRandom(SEED);
  const titleWord = random.skewed(words(TITLE_WORDS), 1);
  const providers = Array.from({ length: PROVIDERS }, () => random.uuid());
  await insert(
    exec,
    'content_providers',
    { id: 'uuid', name: 'text', position: 'int' },
    providers.map((id, i) => [id, `Provider ${i + 1}`, i]),
  );
  const groups = GROUPS.map((g) => [random.uuid(), g.name]);
  await insert(exec, 'groups', { id: 'uuid', name: 'text' }, groups);
  const grants = GROUPS.flatMap((g, gi) => g.grants.map((p, pi) => [groups[gi]![0], providers[pi], p]));
  await insert(exec, 'group_providers', { group_id: 'uuid', ...PERMISSION_LINK }, grants);
  await insert(exec, 'user_groups', { user_id: 'uuid', group_id: 'uuid' }, [[memberId, groups[0]![0]]]);

  const names = random.distinct(CATEGORIES, () => `${capital(titleWord())} ${capital(titleWord())}`);
  const categories = names.map((name, i) => {
    // Every fourth category caps its provider at gated; every fifth also belongs to the next provider.
    const links = [[i % PROVIDERS, i % 4 === 3 ? 1 : 2], ...(i % 5 === 0 ? [[(i + 1) % PROVIDERS, 2]] : [])];
    const memberPermission = Math.max(...links.map(([p, cap]) => Math.min(MEMBER_GRANTS[p!] ?? 0, cap!)));
    return { id: random.uuid(), name, slug: `${kebab(name)}-${i}`, links, memberPermission };
  });
  await insert(
    exec,
    'categories',
    { id: 'uuid', name: 'text', slug: 'text' },
    categories.map((c) => [c.id, c.name, c.slug]),
  );
  const categoryLinks = categories.flatMap((c) => c.links.map(([p, cap]) => [c.id, providers[p!], cap]));
  await insert(exec, 'category_providers', { category_id: 'uuid', ...PERMISSION_LINK }, categoryLinks);
  const tags = random.distinct(TAGS, titleWord).map((name) => [random.uuid(), capital(name), kebab(name)]);
  await insert(exec, 'tags', { id: 'uuid', name: 'text', slug: 'text' }, tags);
  const tagLinks = tags.map((t, i) => [t[0], providers[i % PROVIDERS], 2]);
  await insert(exec, 'tag_providers', { tag_id: 'uuid', ...PERMISSION_LINK }, tagLinks);

  const generated = generateProducts(
    random,
    categories,
    tags.map((t) => t[0]!),
    total,
  );
  const started = performance.now();
  // Bulk-load practice: build the GIN indexes once at the end rather than row by row.
  const ginIndexes = await exec(
    `select indexname, indexdef from pg_indexes where tablename = 'products' and indexdef ilike '% using gin %'`,
  );
  for (const index of ginIndexes) await exec(`drop index "${index.indexname}"`);
  // Likewise the counts and postings: built in one pass each at the end, not once per batch.
  const postingTriggers = ['insert', 'update', 'delete'].map((op) => `trigger products_search_postings_${op}`);
  await exec(`alter table products ${postingTriggers.map((t) => `disable ${t}`).join(', ')}`);
  await insert(exec, 'products', PRODUCT_COLUMNS, generated.products);
  await insert(exec, 'product_categories', { product_id: 'uuid', category_id: 'uuid' }, generated.productCategories);
  await insert(exec, 'product_tags', { product_id: 'uuid', tag_id: 'uuid' }, generated.productTags);
  await insert(exec, 'pinned_products', { category_id: 'uuid', product_id: 'uuid', position: 'int' }, generated.pins);
  const inserted = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const ids = generated.products.slice(start, start + BATCH).map((p) => p[0]);
    await exec('update products set search_document = product_search_document(id) where id = any($1::uuid[])', [ids]);
  }
  // Loading in bulk writes each product several times (the row, the category ids its links' trigger
  // sets, its search document), leaving dead versions that spread the rows over two to three times
  // the pages; a catalogue grown one product at a time through the API reuses that space as it
  // goes. Compacting gives the table the shape it has in production.
  await exec('vacuum full products');
  for (const index of ginIndexes) await exec(String(index.indexdef));
  const documented = performance.now();
  await exec(`alter table products ${postingTriggers.map((t) => `enable ${t}`).join(', ')}`);
  await exec('select search_postings_rebuild()');
  const posted = performance.now();
  // As autovacuum would have by the time members browse; and it must not start in the middle of a run.
  await exec('vacuum analyze');
  // Likewise the load's pages written out now, at full speed: left to the checkpointer, that takes
  // minutes spread over the measurement (a million products are gigabytes).
  await exec('checkpoint');
  const tenths = (ms: number) => Math.round(ms / 100) / 10;

  const perCategory = new Map<unknown, number>();
  for (const [, c] of generated.productCategories) perCategory.set(c, (perCategory.get(c) ?? 0) + 1);
  const [busiest] = categories
    .filter((c) => c.memberPermission === 2)
    .sort((a, b) => perCategory.get(b.id)! - perCategory.get(a.id)!);
  const searchWord = process.env.BENCH_SEARCH || commonWord(generated.wordCounts, total);
  const count = async (condition: string, search: string) => {
    const [row] = await exec(`select count(*)::int as n from products where search_document @@ ${condition}`, [search]);
    return Number(row?.n);
  };
  const english = "websearch_to_tsquery('english', $1)";
  const widened = `(select ${english} || coalesce(matches, ${english}) from product_search_queries($1))`;
  const middle = searchWord.length >> 1;
  const typo = searchWord.slice(0, middle) + searchWord.slice(middle + 1);
  const prefix = searchWord.slice(0, Math.max(4, Math.ceil(searchWord.length / 2)));
  return {
    products: total,
    categorySlug: busiest!.slug,
    productId: generated.productId,
    searchWord,
    searchMatches: await count(`websearch_to_tsquery('english', $1)`, searchWord),
    typo,
    typoMatches: await count(widened, typo),
    prefix,
    prefixMatches: await count(widened, prefix),
    seconds: {
      insert: tenths(inserted - started),
      searchDocuments: tenths(documented - inserted),
      postings: tenths(posted - documented),
      analyze: tenths(performance.now() - posted),
    },
  };
}

/** A title word in about 3 % of products (common, not universal), long enough to misspell. */
function commonWord(counts: Map<string, number>, total: number) {
  const filler = new Set(words(FILLER_WORDS));
  const candidates = words(TITLE_WORDS).filter((w) => w.length >= 7 && !filler.has(w) && counts.has(w));
  const distance = (w: string) => Math.abs(counts.get(w)! / total - 0.03);
  return candidates.sort((a, b) => distance(a) - distance(b))[0]!;
}
