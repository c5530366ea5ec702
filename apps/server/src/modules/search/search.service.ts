/**
 * Product search (DESIGN §1.12, decision 0015): full text weighted title > subtitle and tags >
 * description; each word also matches within one edit (5–8 letters) or two (9 or more), and the last
 * one as a prefix; only what the viewer may see (DESIGN §1.3), drafts never; an is_gated product's
 * files withheld from a gated member without a live subscription to it, as on the product read.
 */
import type { SearchAnswer, SearchQuery } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { lockedAmong, lockedProductIds, type Viewer } from '../access/access.service';
import { shapeProducts } from '../products/products.service';
import { CORRECTED_TIER, countSearchMatches, type SearchFilter, searchProductRows } from './search.queries';
import { correctedSearch, correctedWith } from './search-correction.queries';
import { searchFromPostings } from './search-postings.queries';

export { searchMatch } from './search.queries';

type SearchDeps = Pick<AppDeps, 'database' | 'tokens' | 'events'>;

/**
 * The page and the number of matches: from the kept counts and title postings when the search is one
 * word that they answer (decision 0055), otherwise by reading the matches.
 */
async function searchPage(db: Db, viewer: Viewer, filter: SearchFilter) {
  const posted = await searchFromPostings(db, viewer, filter);
  if (posted.rows) {
    const locked = lockedAmong(viewer, posted.rows);
    return {
      rows: posted.rows,
      count: posted.total ?? 0,
      bestTier: posted.tier,
      locked,
      corrections: posted.corrections,
    };
  }
  const rows = await searchProductRows(db, viewer, filter);
  const first = rows[0];
  if (first)
    return { rows, count: first.total, bestTier: first.bestTier, locked: await lockedProductIds(db, viewer, rows) };
  // Past the last page the rows that carry the total are gone: count the matches alone.
  const count = (filter.offset ?? 0) > 0 ? (posted.total ?? (await countSearchMatches(db, viewer, filter))) : 0;
  return { rows, count, bestTier: undefined, locked: new Set<string>() };
}

export async function searchProducts(deps: SearchDeps, viewer: Viewer, query: SearchQuery): Promise<SearchAnswer> {
  const search = query.search.trim();
  if (search === '') return { count: 0, products: [] };
  // A category the member may not see does not exist for them: the query finds nothing in it.
  const filter = { search, limit: query.limit, offset: (query.page - 1) * query.limit, categoryId: query.category_id };
  const { rows, count, bestTier, locked, corrections } = await searchPage(deps.database.db, viewer, filter);
  if (rows.length === 0 && filter.offset > 0) return { count, products: [] };
  const products = await shapeProducts(
    deps,
    rows.map((row) => ({ row: row.product, withhold: locked.has(row.product.id) })),
    viewer,
  );
  // When even the best match needed a correction, nothing matched as typed: say what was searched.
  const corrected =
    bestTier === undefined || bestTier < CORRECTED_TIER
      ? undefined
      : corrections
        ? correctedWith(search, corrections)
        : await correctedSearch(deps.database.db, search);
  // A search is counted once, with its total, not again for each further page of its results.
  if (query.page === 1) {
    deps.events.record({ kind: 'search', userId: viewer.userId, searchQuery: search, searchResults: count });
  }
  return { count, products, ...(corrected ? { corrected_query: corrected } : {}) };
}
