import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushImpressions } from '../../../lib/impressions';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, product } from '../test-data';
import { SearchPage } from './search-page';

/** Plays the server's search over `total` brochures named by their rank, `limit` a page. */
function brochureServer(total: number) {
  const brochures = Array.from({ length: total }, (_, i) => product({ title: `Brochure ${i + 1}` }));
  return stubFetch(
    answer({
      'GET /api/search': (request) => {
        const limit = Number(request.url.searchParams.get('limit'));
        const page = Number(request.url.searchParams.get('page'));
        const matches = request.url.searchParams.get('search') === 'brochure' ? brochures : [];
        return jsonResponse(200, { count: matches.length, products: matches.slice((page - 1) * limit, page * limit) });
      },
      'POST /api/track': () => jsonResponse(202, { accepted: true }),
    }),
  );
}

const searches = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.pathname === '/api/search').map((r) => Object.fromEntries(r.url.searchParams));

const renderSearch = (path: string) =>
  renderRoutes(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('search results page', () => {
  it('shows the first page of matches with the total, and pages through the address', async () => {
    const { seen } = brochureServer(30);
    const { user, router } = renderSearch('/search?q=brochure');

    expect(screen.getByRole('heading', { level: 1, name: 'Results for “brochure”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Brochure 1' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Brochure 1 / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\//),
    );
    expect(searches(seen)).toEqual([{ search: 'brochure', limit: '12', page: '1' }]);

    await user.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Brochure 25' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByText('Showing 25–30 of 30 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=brochure&page=3');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('link', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
    expect(searches(seen).at(-1)).toEqual({ search: 'brochure', limit: '12', page: '3' });
  });

  it('opens on the page a shared or reloaded address names, with its words in the box', async () => {
    const { seen } = brochureServer(30);
    renderSearch('/search?q=brochure&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Brochure 13' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('brochure');
    expect(searches(seen)).toEqual([{ search: 'brochure', limit: '12', page: '2' }]);
  });

  it('says how many were found when they fit on one page, and records the search once', async () => {
    storeTestLogin();
    const { seen } = brochureServer(3);
    renderSearch('/search?q=brochure');
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Brochure 1', 'Brochure 2', 'Brochure 3']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await flushImpressions();
    const tracked = seen.filter((r) => r.url.pathname === '/api/track').flatMap((r) => r.body as unknown[]);
    expect(tracked).toEqual([{ page_route: '/search?q=brochure', action: 'search' }]);
  });

  it('searches again for new words from its own box, keeping the old search a step back', async () => {
    const { seen } = brochureServer(3);
    const { user, router } = renderSearch('/search?q=poster');
    expect(await screen.findByText('No products match “poster”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse all products' })).toHaveAttribute('href', '/products');

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'brochure{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “brochure”' })).toBeInTheDocument();
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=brochure');
    expect(router.state.historyAction).toBe('PUSH');
    expect(searches(seen).map((s) => s.search)).toEqual(['poster', 'brochure']);
  });

  it('leads from a page past the last one back to the first', async () => {
    brochureServer(3);
    const { user, router } = renderSearch('/search?q=brochure&page=4');
    expect(await screen.findByText('This page is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page of results' }));
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=brochure');
  });

  it('shows a failed search with a way to try again', async () => {
    let calls = 0;
    stubFetch(
      answer({
        'GET /api/search': () =>
          ++calls === 1
            ? jsonResponse(500, { message: 'Something broke', code: 'internal' })
            : jsonResponse(200, { count: 1, products: [product({ title: 'Brochure 1' })] }),
      }),
    );
    const { user } = renderSearch('/search?q=brochure');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Brochure 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks for words when the address has none, and asks the server nothing', async () => {
    const { seen } = brochureServer(3);
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search the catalogue')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(seen).toEqual([]);
  });

  it('says which words the results are for when the search corrected a misspelt one', async () => {
    stubFetch(
      answer({
        'GET /api/search': () =>
          jsonResponse(200, {
            count: 2,
            products: [product({ title: 'Tri-fold Service Brochure' }), product({ title: 'Icon Set' })],
            corrected_query: 'brochure',
          }),
        'POST /api/track': () => jsonResponse(202, { accepted: true }),
      }),
    );
    renderSearch('/search?q=brochrue');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tri-fold Service Brochure' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for brochure · 2 products found');
  });

  it('says nothing of a correction when the words matched as typed', async () => {
    brochureServer(3);
    renderSearch('/search?q=brochure');
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });
});
