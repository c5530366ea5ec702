/** Query keys of the member catalogue; everything under `all` belongs to the signed-in member. */
const all = ['catalogue'] as const;

export const catalogueKeys = {
  all,
  landing: (limit: number) => [...all, 'landing', limit] as const,
  categoryPage: (slug: string, page: number, tag: string | undefined) =>
    [...all, 'category', slug, 'page', { page, tag: tag ?? null }] as const,
  categoryTitle: (slug: string) => [...all, 'category', slug, 'title'] as const,
  categoryTags: (slug: string) => [...all, 'category', slug, 'tags'] as const,
  search: (term: string, limit: number) => [...all, 'search', term, limit] as const,
  searchPage: (term: string, page: number) => [...all, 'search-page', term, page] as const,
  product: (id: string) => [...all, 'product', id] as const,
  /** Shared links are read without a login, so they sit outside the member's keys. */
  publicProduct: (id: string) => ['public-product', id] as const,
};
