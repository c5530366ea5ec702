import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { IMPRESSION_ACTIONS, track } from '../../../lib/impressions';
import { useProductSearch } from '../api/search';
import { productTypeLabel } from './product-facts';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 250;
// A search is recorded once the member stops typing, not for every prefix on the way.
const TRACK_DELAY_MS = 1500;

/**
 * Product search with results as you type. The results are a plain list of links under the box:
 * Tab or the arrow keys reach them, Escape clears the search, and a status line says how many
 * were found.
 */
export function CatalogueSearch() {
  const [input, setInput] = useState('');
  const term = input.trim();
  const settled = useDebouncedValue(term, SEARCH_DELAY_MS);
  const toTrack = useDebouncedValue(term, TRACK_DELAY_MS);
  const search = useProductSearch(settled);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (toTrack) {
      track({ page_route: `/products?search=${encodeURIComponent(toTrack)}`, action: IMPRESSION_ACTIONS.search });
    }
  }, [toTrack]);

  const waiting = term !== settled || search.isFetching;
  const results = settled && search.data ? search.data : undefined;

  const moveFocus = (event: KeyboardEvent) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' && links.length > 0) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) listRef.current?.closest('[role="search"]')?.querySelector('input')?.focus();
      else links[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      setInput('');
    }
  };

  return (
    <Box role="search" sx={{ mb: 4, maxWidth: 640 }} onKeyDown={moveFocus}>
      <TextField
        type="search"
        label="Search products"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 200, 'aria-controls': term ? listId : undefined },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {term && (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          {waiting && <LinearProgress aria-label="Searching" />}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 1 }}>
            {waiting ? 'Searching…' : results && searchStatus(settled, results)}
          </Typography>
          {search.isError && !waiting && (
            <Alert severity="error" sx={{ m: 1 }}>
              {errorMessage(search.error)}
            </Alert>
          )}
          <List id={listId} ref={listRef} aria-label="Search results" dense hidden={!results?.products.length}>
            {results?.products.map((product) => (
              <li key={product.id}>
                <ListItemButton component={Link} to={`/products/${product.id}`}>
                  <ListItemText
                    primary={product.title}
                    secondary={[productTypeLabel(product.product_type), product.subtitle].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}

function searchStatus(term: string, results: { count: number; products: unknown[] }) {
  if (results.count === 0) return `No products match “${term}”`;
  if (results.count > results.products.length) return `Showing the best ${results.products.length} of ${results.count}`;
  return results.count === 1 ? '1 product found' : `${results.count} products found`;
}
