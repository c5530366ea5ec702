import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flushImpressions } from '../../../lib/impressions';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, product, section } from '../test-data';
import { LandingPage } from './landing-page';

const renderLanding = () =>
  renderRoutes(
    [
      { path: '/products', element: <LandingPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/products',
  );

describe('landing page', () => {
  it('shows one section per category with its bold word, three cards and See all when there are more', async () => {
    storeTestLogin();
    const summer = section({ products: [product({ title: 'A' }), product(), product(), product({ title: 'D' })] });
    const gated = section({
      title: 'Print',
      descriptionBold: 'Ready',
      description: 'Ready to print',
      link: '/print',
      category_permission: 1,
      products: [product({ title: 'Locked flyer', is_gated: true, bundle_download_url: '' })],
    });
    const empty = section({ title: 'Empty shelf', link: '/empty-shelf' });
    const { seen } = stubFetch(
      answer({ 'GET /api/categories/products': () => jsonResponse(200, [summer, gated, empty]) }),
    );
    renderLanding();

    const first = (await screen.findByRole('heading', { level: 2, name: 'Summer deals' })).closest('section')!;
    expect(within(first).getByText('Summer', { selector: 'strong' })).toBeInTheDocument();
    expect(within(first).getByText(/deals for the warm months/)).toBeInTheDocument();
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).queryByText('D')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'See all in Summer deals' })).toHaveAttribute(
      'href',
      '/summer-deals',
    );
    expect(within(first).getByRole('link', { name: /^Asset A/ })).toHaveAttribute(
      'href',
      `/products/${summer.products[0]?.id}`,
    );

    const print = screen.getByRole('heading', { level: 2, name: 'Print' }).closest('section')!;
    // The description starts with its bold word: bold in place, not repeated.
    expect(print.querySelector('strong')?.parentElement).toHaveTextContent(/^Ready to print$/);
    expect(within(print).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    expect(within(print).getByRole('link', { name: /Locked flyer/ })).toHaveTextContent('Locked');
    expect(screen.queryByRole('heading', { name: 'Empty shelf' })).not.toBeInTheDocument();

    // One more than shown is asked for, to know whether there are more.
    expect(seen[0]?.url.searchParams.get('limit')).toBe('4');
    await flushImpressions();
    const tracked = seen.filter((r) => r.url.pathname === '/api/track').flatMap((r) => r.body as unknown[]);
    expect(tracked).toEqual([{ page_route: '/products', action: 'page-view' }]);
  });

  it('says so when nothing is shared with the member', async () => {
    stubFetch(answer({ 'GET /api/categories/products': () => jsonResponse(200, [section()]) }));
    renderLanding();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText(/Your administrator has not shared any products with you/)).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    stubFetch(
      answer({
        'GET /api/categories/products': () =>
          ++calls === 1
            ? jsonResponse(500, { message: 'Something broke', code: 'internal' })
            : jsonResponse(200, [section({ products: [product()] })]),
      }),
    );
    const { user } = renderLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Summer deals' })).toBeInTheDocument();
  });

  it('shows search results as the member types, asking once for the settled term, reachable with the arrow keys', async () => {
    const brochure = product({ title: 'Brochure', product_type: 'article' });
    const { seen } = stubFetch(
      answer({
        'GET /api/categories/products': () => jsonResponse(200, []),
        'GET /api/search': (request) =>
          jsonResponse(
            200,
            request.url.searchParams.get('search') === 'broch'
              ? { count: 7, products: [brochure] }
              : { count: 0, products: [] },
          ),
      }),
    );
    const { user, router } = renderLanding();
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    // Keys one after another with no pause between them, however busy the machine: a quick typist.
    await userEvent.setup({ delay: null }).type(box, 'broch');

    const link = await screen.findByRole('link', { name: /Brochure/ });
    expect(screen.getByRole('list', { name: 'Search results' })).toContainElement(link);
    expect(link).toHaveAttribute('href', `/products/${brochure.id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the best 1 of 7');
    expect(screen.getByRole('link', { name: 'See all 7 results' })).toHaveAttribute('href', '/search?q=broch');
    // Typing quickly asks once, for the term the member stopped at.
    const searches = seen.filter((r) => r.url.pathname === '/api/search');
    expect(searches.map((r) => r.url.searchParams.get('search'))).toEqual(['broch']);
    expect(searches[0]?.url.searchParams.get('limit')).toBe('5');

    await user.keyboard('{ArrowDown}');
    expect(link).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'See all 7 results' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${brochure.id}`));
  });

  it('opens the results page with the words in its address on Enter', async () => {
    stubFetch(
      answer({
        'GET /api/categories/products': () => jsonResponse(200, []),
        'GET /api/search': () => jsonResponse(200, { count: 2, products: [product(), product()] }),
      }),
    );
    const { user, router } = renderLanding();
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), ' logo pack {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=logo+pack');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('stays put on Enter in an empty box', async () => {
    stubFetch(answer({ 'GET /api/categories/products': () => jsonResponse(200, []) }));
    const { user, router } = renderLanding();
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), '   {Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says which words it searched for when it corrected a misspelt one', async () => {
    const brochure = product({ title: 'Tri-fold Service Brochure' });
    stubFetch(
      answer({
        'GET /api/categories/products': () => jsonResponse(200, []),
        'GET /api/search': () => jsonResponse(200, { count: 1, products: [brochure], corrected_query: 'brochure' }),
      }),
    );
    const { user } = renderLanding();
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'brochrue');
    expect(await screen.findByText('Showing results for “brochure” · 1 product found')).toBeInTheDocument();
  });

  it('says when no product matches', async () => {
    stubFetch(
      answer({
        'GET /api/categories/products': () => jsonResponse(200, []),
        'GET /api/search': () => jsonResponse(200, { count: 0, products: [] }),
      }),
    );
    const { user } = renderLanding();
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(await screen.findByText('No products match “zzz”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});
