import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routes';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderAt, setScreen } from '../../../test/render';
import { answer, product } from '../test-data';

beforeEach(() => setScreen('desktop'));

describe('shared product page', () => {
  it('shows a shared product to a visitor who is not logged in, asking for no token', async () => {
    const flyer = product({ title: 'Spring flyer', description: 'Bright and cheerful', product_type: 'template' });
    const { seen } = stubFetch(answer({ [`GET /public/products/${flyer.id}`]: () => jsonResponse(200, flyer) }));
    const { router } = renderAt(<AppRoutes />, `/shared/products/${flyer.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring flyer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/shared/products/${flyer.id}`);
    expect(screen.getByText('A one-page flyer')).toBeInTheDocument();
    expect(screen.getByText('Bright and cheerful')).toBeInTheDocument();
    expect(screen.getByText('Template')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see more' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/products/${flyer.id}`)}`,
    );
    expect(seen.map((r) => r.url.pathname)).toEqual([`/public/products/${flyer.id}`]);
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('says the product is not available when the server answers 404', async () => {
    stubFetch(answer({}));
    renderAt(<AppRoutes />, `/shared/products/${product().id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is not available' })).toBeInTheDocument();
  });
});
