import { Box } from '@mui/material';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../../components/feedback/on-demand';
import { IMPRESSION_ACTIONS, track } from '../../../lib/impressions';
import { lazyFrom, prefetch } from '../../../lib/lazy-module';
import { PRIVATE_BLOCK } from '../../../lib/recording-privacy';
import { whenIdle } from '../../../lib/when-idle';
import { useProductSearch } from '../api/search';
import { searchAddress } from './search-address';
import { SearchField } from './search-input';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 250;
// A search is recorded once the member stops typing, not for every prefix on the way.
const TRACK_DELAY_MS = 1500;

// The results panel shows only once the member types, so its code is not part of what the page
// needs to render; it is fetched when the browser is idle, or at the latest on the first letter.
const loadSearchResults = () => import('./search-results');
const SearchResults = lazyFrom(loadSearchResults, (m) => m.SearchResults);
const prefetchSearchResults = () => prefetch(loadSearchResults);

/**
 * Product search with its few best results as you type. The results are a plain list of links under
 * the box: Tab or the arrow keys reach them, Escape clears the search, and a status line says how many
 * were found. Enter opens the results page with all of them.
 */
export function CatalogueSearch() {
  const [input, setInput] = useState('');
  const term = input.trim();
  const settled = useDebouncedValue(term, SEARCH_DELAY_MS);
  const toTrack = useDebouncedValue(term, TRACK_DELAY_MS);
  const search = useProductSearch(settled);
  const inputId = useId();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  useEffect(() => whenIdle(prefetchSearchResults), []);

  useEffect(() => {
    if (toTrack) {
      track({ page_route: `/products?search=${encodeURIComponent(toTrack)}`, action: IMPRESSION_ACTIONS.search });
    }
  }, [toTrack]);

  const waiting = term !== settled || search.isFetching;
  const results = settled && search.data ? search.data : undefined;

  const openResultsPage = (event: FormEvent) => {
    event.preventDefault();
    if (term) navigate(searchAddress(term));
  };

  // The arrow keys walk the results and then the link to all of them.
  const moveFocus = (event: KeyboardEvent) => {
    const links = [...(formRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' && links.length > 0) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) formRef.current?.querySelector('input')?.focus();
      else links[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      setInput('');
    }
  };

  return (
    <Box
      component="form"
      ref={formRef}
      role="search"
      sx={{ mb: 4, maxWidth: 640 }}
      onKeyDown={moveFocus}
      onSubmit={openResultsPage}
    >
      <SearchField
        id={inputId}
        label="Search products"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onFocus={prefetchSearchResults}
        aria-controls={term ? listId : undefined}
      />
      {term && (
        // The results repeat the typed words, in text and in links: not recorded for session replay.
        <Box {...PRIVATE_BLOCK}>
          <OnDemand>
            <SearchResults
              term={settled}
              waiting={waiting}
              results={results}
              error={search.isError ? search.error : null}
              listId={listId}
            />
          </OnDemand>
        </Box>
      )}
    </Box>
  );
}
