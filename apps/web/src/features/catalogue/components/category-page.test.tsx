import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushImpressions } from '../../../lib/impressions';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, newId, product, section } from '../test-data';
import { CategoryPage } from './category-page';

const PRINT = newId();
const SOCIAL = newId();
const tags = [
  { id: PRINT, name: 'Print' },
  { id: SOCIAL, name: 'Social' },
];
const summer = section({ description: 'Bright ideas', descriptionBold: 'Sunny', total_pages: 3 });

/** Plays the server for /summer-deals: each page has one product named after its page and tag. */
function summerServer() {
  return stubFetch(
    answer({
      'GET /api/products/summer-deals/title': () =>
        jsonResponse(200, { category_title: 'Summer deals', tag_title: '' }),
      'GET /api/user/products/summer-deals/tags': () => jsonResponse(200, tags),
      'GET /api/user/products/summer-deals': (request) => {
        const page = request.url.searchParams.get('page');
        const tag = request.url.searchParams.get('tag') === PRINT ? ' (print)' : '';
        return jsonResponse(200, { ...summer, products: [product({ title: `Page ${page}${tag}` })] });
      },
    }),
  );
}

const pageRequests = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.pathname === '/api/user/products/summer-deals').map((r) => r.url.searchParams);

const renderCategory = (path: string) => renderRoutes([{ path: '/:slug', element: <CategoryPage /> }], path);

describe('category page', () => {
  it('shows the title, the description with its bold word, and pages through the address', async () => {
    const { seen } = summerServer();
    const { user, router } = renderCategory('/summer-deals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer deals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByText('Sunny', { selector: 'strong' }).parentElement).toHaveTextContent('Sunny Bright ideas');
    expect(pageRequests(seen)[0]?.get('page_size')).toBe('9');

    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Go to next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('filters by a tag kept in the address, starting again at page 1, and records the choice', async () => {
    storeTestLogin();
    const { seen } = summerServer();
    const { user, router } = renderCategory('/summer-deals?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Page 2' });

    const filter = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(filter).getByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 1 (print)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tag=${PRINT}`);
    expect(within(filter).getByRole('button', { name: 'Print' })).toHaveAttribute('aria-pressed', 'true');
    expect(pageRequests(seen).at(-1)?.get('tag')).toBe(PRINT);

    // Paging keeps the tag.
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      `/summer-deals?tag=${PRINT}&page=2`,
    );

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await flushImpressions();
    const tracked = seen.filter((r) => r.url.pathname === '/api/track').flatMap((r) => r.body as unknown[]);
    expect(tracked).toEqual([
      { page_route: '/summer-deals', action: 'page-view', category_id: summer.id },
      { page_route: '/summer-deals', action: 'tag-filter', category_id: summer.id, tag_id: PRINT },
    ]);
  });

  it('opens on the tag and page the address names', async () => {
    const { seen } = summerServer();
    renderCategory(`/summer-deals?tag=${SOCIAL}&page=3`);
    await screen.findByRole('heading', { level: 2, name: 'Page 3' });
    expect(pageRequests(seen)[0]?.get('tag')).toBe(SOCIAL);
    expect(pageRequests(seen)[0]?.get('page')).toBe('3');
  });

  it('marks locked products in a gated category', async () => {
    stubFetch(
      answer({
        'GET /api/products/print/title': () => jsonResponse(200, { category_title: 'Print', tag_title: '' }),
        'GET /api/user/products/print/tags': () => jsonResponse(200, []),
        'GET /api/user/products/print': () =>
          jsonResponse(200, {
            ...section({ category_permission: 1 }),
            products: [product({ title: 'Gated poster', is_gated: true }), product({ title: 'Open poster' })],
          }),
      }),
    );
    renderCategory('/print');
    const gated = await screen.findByRole('link', { name: /Gated poster/ });
    expect(gated).toHaveTextContent('Locked');
    expect(screen.getByRole('link', { name: /Open poster/ })).not.toHaveTextContent('Locked');
  });

  it('is a page not found when the server knows no such category for the member', async () => {
    storeTestLogin();
    stubFetch(answer({}));
    renderCategory('/hidden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});
