import { Box, Button, Pagination, PaginationItem, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { IMPRESSION_ACTIONS } from '../../../lib/impressions';
import { PRIVATE_BLOCK, PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { SEARCH_PAGE_SIZE, useSearchPage } from '../api/search-page';
import { pageNumber } from './page-number';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { searchAddress } from './search-address';
import { SearchField } from './search-input';
import { useTrackOnce } from './use-track-once';

/**
 * /search?q=…&page=…: every product matching the words, a page of cards at a time. The words and the
 * page live in the address, so that the results can be shared, reloaded and left with Back.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const page = pageNumber(params.get('page'));
  const navigate = useNavigate();
  const results = useSearchPage(term, page);
  // One search per set of words, whichever pages the member then walks through.
  useTrackOnce(term ? { page_route: searchAddress(term), action: IMPRESSION_ACTIONS.search } : undefined);
  useScrollToTopOnPageChange(page);

  const data = results.data;
  const totalPages = data ? Math.ceil(data.count / SEARCH_PAGE_SIZE) : 0;

  // The searched words show in headings and links: masked, and the links not recorded, in session replay.
  return (
    <Box {...PRIVATE_TEXT} sx={{ display: 'contents' }}>
      <PageTitle>{term ? `Results for “${term}”` : 'Search'}</PageTitle>
      {/* A new search starts with an empty box state of its own; Back and forward refill it. */}
      <ResultsSearchForm key={term} term={term} onSearch={(words) => navigate(searchAddress(words))} />
      {!term && (
        <EmptyState title="Search the catalogue">
          Type a few words from a product’s title, description or tags, then press Enter.
        </EmptyState>
      )}
      {term && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {data?.corrected_query && !results.isPending && (
            <>
              Showing results for{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {data.corrected_query}
              </Box>
              {' · '}
            </>
          )}
          {results.isPending ? 'Searching…' : data && resultsStatus(data.count, data.products.length, page)}
        </Typography>
      )}
      {term && results.isPending && (
        <Box role="status" aria-label="Loading results">
          <ProductGridSkeleton count={6} />
        </Box>
      )}
      {results.isError && !data && <ErrorState error={results.error} onRetry={() => void results.refetch()} />}
      {data && data.products.length === 0 && <NoResults term={term} page={page} />}
      {data && data.products.length > 0 && (
        <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isPlaceholderData}>
          <ProductGrid products={data.products} titleComponent="h2" label="Search results" />
        </Box>
      )}
      {data && data.products.length > 0 && totalPages > 1 && (
        <Pagination
          {...PRIVATE_BLOCK}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          count={Math.max(totalPages, page)}
          page={page}
          renderItem={(item) => <PaginationItem component={Link} to={searchAddress(term, item.page ?? 1)} {...item} />}
        />
      )}
    </Box>
  );
}

function resultsStatus(count: number, shown: number, page: number) {
  if (shown === 0) return '';
  if (count <= SEARCH_PAGE_SIZE && page === 1) return count === 1 ? '1 product found' : `${count} products found`;
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${count} products`;
}

function NoResults({ term, page }: { term: string; page: number }) {
  // A page past the last one (an old link, or fewer matches since) still leads back to the first.
  if (page > 1) {
    return (
      <EmptyState title="This page is empty">
        <Link to={searchAddress(term)}>Go to the first page of results</Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={`No products match “${term}”`}>
      Check the spelling or try other words, or <Link to="/products">browse all products</Link>.
    </EmptyState>
  );
}

function ResultsSearchForm({ term, onSearch }: { term: string; onSearch: (words: string) => void }) {
  const [input, setInput] = useState(term);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = input.trim();
    if (words && words !== term) onSearch(words);
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, mb: 3, maxWidth: 640 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SearchField
          id={inputId}
          label="Search products"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ py: 2 }}>
        Search
      </Button>
    </Box>
  );
}

/** Paging from the bottom of the grid lands at the top of the next page, as a new page would. */
function useScrollToTopOnPageChange(page: number) {
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);
}
