import { Alert, List, ListItemButton, ListItemText, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { Product } from '@stockroom/contract';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/feedback/progress-bar';
import { errorMessage } from '../../../lib/api-errors';
import { productTypeLabel } from './product-facts';
import { searchAddress } from './search-address';

export interface SearchResultsProps {
  /** The term the results are for, once typing has settled. */
  term: string;
  /** Typing has not settled yet, or the answer is on its way. */
  waiting: boolean;
  results: { count: number; products: Product[]; corrected_query?: string } | undefined;
  error: Error | null;
  listId: string;
}

/**
 * The panel under the search box: progress, a status line saying how many were found, the links,
 * and, when there are more than it shows, a link to the results page with all of them.
 */
export function SearchResults({ term, waiting, results, error, listId }: SearchResultsProps) {
  // Hidden while a new term is on its way: the count on screen is still the previous term's.
  const more = !waiting && results && results.count > results.products.length ? results.count : 0;
  return (
    <Paper variant="outlined" sx={{ mt: 1 }}>
      {waiting && <ProgressBar aria-label="Searching" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {waiting ? 'Searching…' : results && searchStatus(term, results)}
      </Typography>
      {error && !waiting && (
        <Alert severity="error" sx={{ m: 1 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <List id={listId} aria-label="Search results" dense hidden={!results?.products.length}>
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
      {more > 0 && (
        <Typography variant="body2" sx={{ px: 2, pt: 0.5, pb: 1.5 }}>
          <MuiLink component={Link} to={searchAddress(term)} sx={{ fontWeight: 500 }}>
            See all {more} results
          </MuiLink>
        </Typography>
      )}
    </Paper>
  );
}

function searchStatus(term: string, results: { count: number; products: unknown[]; corrected_query?: string }) {
  if (results.count === 0) return `No products match “${term}”`;
  const corrected = results.corrected_query ? `Showing results for “${results.corrected_query}” · ` : '';
  return corrected + countStatus(results);
}

function countStatus(results: { count: number; products: unknown[] }) {
  if (results.count > results.products.length) return `Showing the best ${results.products.length} of ${results.count}`;
  return results.count === 1 ? '1 product found' : `${results.count} products found`;
}
