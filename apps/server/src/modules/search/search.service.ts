/**
 * Product search (DESIGN §1.12, decision 0015): full text weighted title > subtitle and tags >
 * description; each word also matches within one edit (5–8 letters) or two (9 or more), and the last
 * one as a prefix; only what the viewer may see (DESIGN §1.3), drafts never; an is_gated product's
 * files withheld from a gated member without a live subscription to it, as on the product read.
 */
import type { SearchAnswer, SearchQuery } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { shapeProducts } from '../products/products.service';
import { countSearchMatches, searchProductRows } from './search.queries';
import { correctedSearch } from './search-correction.queries';

export { searchMatch } from './search.queries';

type SearchDeps = Pick<AppDeps, 'database' | 'tokens' | 'events'>;

/** The first tier of searchProductsQuery whose matches needed a word corrected. */
const CORRECTED_TIER = 2;

export async function searchProducts(deps: SearchDeps, viewer: Viewer, query: SearchQuery): Promise<SearchAnswer> {
  const search = query.search.trim();
  if (search === '') return { count: 0, products: [] };
  // A category the member may not see does not exist for them: the query finds nothing in it.
  const filter = { search, limit: query.limit, offset: (query.page - 1) * query.limit, categoryId: query.category_id };
  const rows = await searchProductRows(deps.database.db, viewer, filter);
  // Past the last page the rows that carry the total are gone: count the matches alone.
  if (rows.length === 0 && filter.offset > 0) {
    return { count: await countSearchMatches(deps.database.db, viewer, filter), products: [] };
  }
  const locked = await lockedProductIds(deps.database.db, viewer, rows);
  const products = await shapeProducts(
    deps,
    rows.map((row) => ({ row: row.product, withhold: locked.has(row.product.id) })),
    viewer,
  );
  // When even the best match needed a correction, nothing matched as typed: say what was searched.
  const first = rows[0];
  const corrected =
    first && first.bestTier >= CORRECTED_TIER ? await correctedSearch(deps.database.db, search) : undefined;
  const count = first?.total ?? 0;
  // A search is counted once, with its total, not again for each further page of its results.
  if (query.page === 1) {
    deps.events.record({ kind: 'search', userId: viewer.userId, searchQuery: search, searchResults: count });
  }
  return { count, products, ...(corrected ? { corrected_query: corrected } : {}) };
}
