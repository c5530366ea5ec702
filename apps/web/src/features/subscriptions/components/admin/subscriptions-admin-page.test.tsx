import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import { adminSubscription, day, newId, PERIOD_END, YEARLY } from '../../test-data';
import { SubscriptionsAdminPage } from './subscriptions-admin-page';

const GUIDE = newId();
const KIT = newId();
const revenueRow = (fields: object) => ({
  product_id: GUIDE,
  product_title: 'Member guide',
  provider: 'sandbox',
  currency: 'usd',
  payments: 3,
  amount: 5700,
  active_subscriptions: 2,
  ...fields,
});

interface Served {
  revenue?: unknown[] | (() => Response);
  dataset?: unknown[];
  count?: number;
}

function serve({ revenue = [], dataset = [], count = dataset.length }: Served) {
  storeTestLogin('access-1', 'refresh-1', 'admin');
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/admin/revenue')
      return typeof revenue === 'function' ? revenue() : jsonResponse(200, revenue);
    if (pathname === '/api/admin/subscriptions') return jsonResponse(200, { count, dataset });
    if (pathname === `/api/products/${KIT}`) return jsonResponse(200, { id: KIT, title: 'Brand kit' });
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const listCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/admin/subscriptions');
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("the admins' subscriptions screen", () => {
  it('shows revenue per product, provider and currency, with a total for each currency', async () => {
    serve({
      revenue: [
        revenueRow({}),
        revenueRow({ product_id: KIT, product_title: 'Brand kit', payments: 1, amount: 12000, currency: 'eur' }),
        revenueRow({ provider: 'stripe', payments: 2, amount: 3800, active_subscriptions: 1 }),
      ],
    });
    renderAt(<SubscriptionsAdminPage />, '/admin/subscriptions');

    const table = await screen.findByRole('table', { name: 'Revenue' });
    const cells = (header: string | RegExp) =>
      within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/^Brand kit/)).toEqual(['Sandbox', 'EUR', '1', '€120.00', '2']);
    // The totals leave the provider and currency columns empty.
    expect(cells('Total USD')).toEqual(['', '', '5', '$95.00', '3']);
    expect(cells('Total EUR')).toEqual(['', '', '1', '€120.00', '2']);
  });

  it('asks for the status and product in the address and shows each subscription', async () => {
    const row = adminSubscription({
      product_id: KIT,
      product_title: 'Brand kit',
      price: YEARLY,
      status: 'canceled',
      cancel_at_period_end: true,
      member_name: 'Ann Smith',
      username: 'ann',
    });
    const { seen } = serve({ dataset: [row], count: 30 });
    const { user, router } = renderAt(
      <SubscriptionsAdminPage />,
      `/admin/subscriptions?status=canceled&product_id=${KIT}&page=2`,
    );

    const grid = await screen.findByRole('grid', { name: 'Subscriptions' });
    const gridRow = (await within(grid).findByText('Ann Smith')).closest<HTMLElement>('[role="row"]') as HTMLElement;
    expect(params(listCalls(seen)[0]?.url.search ?? '')).toMatchObject({
      status: 'canceled',
      product_id: KIT,
      page: '2',
      page_size: '25',
    });
    for (const text of ['ann', 'Brand kit', '€120.00 / year', 'Cancelled', day(PERIOD_END), 'ends then'])
      expect(within(gridRow).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Brand kit'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Payment due' }));
    await waitFor(() => expect(params(router.state.location.search)).toEqual({ status: 'past_due', product_id: KIT }));
    await waitFor(() =>
      expect(params(listCalls(seen).at(-1)?.url.search ?? '')).toMatchObject({ status: 'past_due', page: '1' }),
    );
  });

  it('says plainly when nobody has paid or subscribed yet', async () => {
    serve({});
    renderAt(<SubscriptionsAdminPage />, '/admin/subscriptions');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(await screen.findByText('No member has subscribed yet')).toBeInTheDocument();
  });

  it('shows a failed revenue read with a way to try again', async () => {
    let fail = true;
    serve({
      revenue: () =>
        fail
          ? jsonResponse(503, { message: 'The database is not answering', code: 'unavailable' })
          : jsonResponse(200, [revenueRow({})]),
    });
    const { user } = renderAt(<SubscriptionsAdminPage />, '/admin/subscriptions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not answering');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Revenue' })).toBeInTheDocument();
  });
});
