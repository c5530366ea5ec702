import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { AssetsPage } from './assets-page';

const ANN = '11111111-1111-4111-8111-111111111111';
const FLYER = '22222222-2222-4222-8222-222222222222';
const PROJECT = '33333333-3333-4333-8333-333333333333';
const TEMPLATE = '44444444-4444-4444-8444-444444444444';

const asset = {
  id: PROJECT,
  user_id: ANN,
  user_name: 'Ann Smith',
  user_email: 'ann@fiber.example',
  product_id: FLYER,
  product_title: 'Spring flyer',
  template_id: TEMPLATE,
  thumbnail_url: `/renders/project/${PROJECT}.png?expires=1&signature=s`,
  download_count: 3,
  last_downloaded_at: '2025-03-02T10:00:00.000Z',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-02T09:00:00.000Z',
};

function server(dataset: unknown[]) {
  storeTestLogin();
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/assets/get-admin-customized') return jsonResponse(200, { count: dataset.length, dataset });
    if (pathname === `/api/user/${ANN}`)
      return jsonResponse(200, { id: ANN, username: 'ann', first_name: 'Ann', last_name: 'Smith' });
    if (pathname === `/api/products/${FLYER}`) return jsonResponse(200, { id: FLYER, title: 'Spring flyer' });
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/assets/get-admin-customized');

describe('customized assets screen', () => {
  it("asks for the member and product in the address and shows each project's picture, owner and downloads", async () => {
    const { seen } = server([asset]);
    const { user, router } = renderAt(<AssetsPage />, `/admin/assets?user_id=${ANN}&product_id=${FLYER}&page=2`);
    const row = (await screen.findByText('ann@fiber.example')).closest<HTMLElement>('[role="row"]') as HTMLElement;
    expect(Object.fromEntries(listCalls(seen)[0]?.url.searchParams ?? [])).toMatchObject({
      user_id: ANN,
      product_id: FLYER,
    });
    expect(within(row).getByText('Ann Smith')).toBeInTheDocument();
    expect(within(row).getByText('Spring flyer')).toBeInTheDocument();
    expect(within(row).getByText('3 downloads')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Spring flyer as Ann Smith customized it' })).toHaveAttribute(
      'src',
      asset.thumbnail_url,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('Ann Smith'));
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Spring flyer');

    const clear = screen.getAllByTitle('Clear')[0] as HTMLElement;
    await user.click(clear);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('user_id')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('product_id')).toBe(FLYER);
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('user_id')).toBeNull());
  });

  it('says plainly when no member has customized anything yet', async () => {
    server([]);
    renderAt(<AssetsPage />, '/admin/assets');
    expect(await screen.findByText('No member has customized a template yet')).toBeInTheDocument();
  });
});
