import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { day, ONCE, PERIOD_END, subscription, YEARLY } from '../test-data';
import { MySubscriptionsSection } from './my-subscriptions-section';

const renderSection = () =>
  renderAt(
    <DialogProvider>
      <MySubscriptionsSection />
      <SnackbarArea />
    </DialogProvider>,
    '/my-account',
  );

/** Answers the list, and cancel/resume as the server does: the subscription with its flag changed. */
function serve(list: ReturnType<typeof subscription>[] | (() => Response)) {
  storeTestLogin();
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (request.method === 'GET' && pathname === '/api/subscriptions')
      return typeof list === 'function' ? list() : jsonResponse(200, list);
    const change = pathname.match(/^\/api\/subscriptions\/([^/]+)\/(cancel|resume)$/);
    const found = Array.isArray(list) ? list.find((s) => s.id === change?.[1]) : undefined;
    if (request.method === 'POST' && found) {
      const cancel = change?.[2] === 'cancel';
      return jsonResponse(200, { ...found, status: cancel ? 'canceled' : 'active', cancel_at_period_end: cancel });
    }
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST');
const item = (title: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('link', { name: title })) as HTMLElement;

describe("the member's subscriptions", () => {
  it('lists each with its product, price, status and what happens next', async () => {
    const renewing = subscription({ product_title: 'Member guide' });
    const ending = subscription({
      product_title: 'Brand kit',
      price: YEARLY,
      status: 'canceled',
      cancel_at_period_end: true,
    });
    const ended = subscription({ product_title: 'Old poster', status: 'ended', grants_access: false });
    const once = subscription({ product_title: 'Launch film', price: ONCE, current_period_end: null });
    serve([renewing, ending, ended, once]);
    renderSection();

    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(item('Member guide')).getByRole('link', { name: 'Member guide' })).toHaveAttribute(
      'href',
      `/products/${renewing.product_id}`,
    );
    expect(item('Member guide')).toHaveTextContent('$19.00 / month');
    expect(item('Member guide')).toHaveTextContent('Active');
    expect(item('Member guide')).toHaveTextContent(`Renews on ${day(PERIOD_END)}`);
    expect(item('Brand kit')).toHaveTextContent('€120.00 / year');
    expect(item('Brand kit')).toHaveTextContent(`Ends on ${day(PERIOD_END)}`);
    expect(within(item('Brand kit')).getByRole('button', { name: 'Resume Brand kit' })).toBeInTheDocument();
    expect(item('Old poster')).toHaveTextContent('Ended');
    expect(within(item('Old poster')).queryByRole('button')).not.toBeInTheDocument();
    expect(item('Launch film')).toHaveTextContent('£49.00 once');
    expect(item('Launch film')).toHaveTextContent('Paid once');
    expect(within(item('Launch film')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels renewal once the member confirms, keeping access until the period ends', async () => {
    const guide = subscription();
    const { seen } = serve([guide]);
    const { user } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Cancel renewal of Member guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel renewal of Member guide?' });
    expect(dialog).toHaveTextContent(`You keep access until ${day(PERIOD_END)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));

    await waitFor(() => expect(item('Member guide')).toHaveTextContent(`Ends on ${day(PERIOD_END)}`));
    expect(writes(seen).map((r) => r.url.pathname)).toEqual([`/api/subscriptions/${guide.id}/cancel`]);
    expect(item('Member guide')).toHaveTextContent('Cancelled');
    expect(await screen.findByText(`Renewal cancelled — access until ${day(PERIOD_END)}`)).toBeInTheDocument();
    expect(within(item('Member guide')).getByRole('button', { name: 'Resume Member guide' })).toBeInTheDocument();
  });

  it('changes nothing when the member keeps renewing', async () => {
    const { seen } = serve([subscription()]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel renewal of Member guide' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep renewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(seen)).toHaveLength(0);
    expect(item('Member guide')).toHaveTextContent('Renews on');
  });

  it('resumes a cancelled renewal', async () => {
    const kit = subscription({ product_title: 'Brand kit', status: 'canceled', cancel_at_period_end: true });
    const { seen } = serve([kit]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Resume Brand kit' }));
    await waitFor(() => expect(item('Brand kit')).toHaveTextContent(`Renews on ${day(PERIOD_END)}`));
    expect(writes(seen).map((r) => r.url.pathname)).toEqual([`/api/subscriptions/${kit.id}/resume`]);
    expect(within(item('Brand kit')).getByRole('button', { name: 'Cancel renewal of Brand kit' })).toBeEnabled();
  });

  it('says how to get a subscription when there is none', async () => {
    serve([]);
    renderSection();
    expect(
      await screen.findByText('No subscriptions yet — locked products with a price can be unlocked by subscribing.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse(503, { message: 'The database is not answering', code: 'unavailable' })
        : jsonResponse(200, [subscription()]),
    );
    const { user } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Member guide' })).toBeInTheDocument();
  });
});
