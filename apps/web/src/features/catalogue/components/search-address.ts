/** The results page's address: the words in `q` and the page (from 2) in `page`, to share or reload. */
export function searchAddress(term: string, page = 1): string {
  const query = new URLSearchParams({ q: term });
  if (page > 1) query.set('page', String(page));
  return `/search?${query}`;
}
