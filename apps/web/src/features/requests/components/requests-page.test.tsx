import type { RequestRecord } from '@stockroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { answer, myRecord, REQUEST_ID, requestRecord } from '../test-data';
import { RequestsPage } from './requests-page';

const page = (dataset: unknown[]) => jsonResponse(200, { count: dataset.length, dataset });

describe('member requests page', () => {
  it('explains what requests are for when there are none, and opens the form prefilled from the profile', async () => {
    storeTestLogin();
    stubFetch(answer({ 'GET /api/requests': () => page([]), 'GET /api/user': () => jsonResponse(200, myRecord) }));
    const { user, router } = renderAt(<RequestsPage />, '/requests');

    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.getByText(/direct-mail run of a postcard you customized/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New request' }));

    const dialog = await screen.findByRole('dialog', { name: 'New request' });
    expect(new URLSearchParams(router.state.location.search).get('new')).toBe('1');
    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('Smith');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ann@fiber.example');
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 555 0100');
    expect(within(dialog).getByRole('switch', { name: 'Direct mail' })).not.toBeChecked();
  });

  it("shows each request's status and the administrator's note, and its history on demand", async () => {
    storeTestLogin();
    const done = requestRecord({
      status: 'done',
      history: [
        { status: 'new', note: '', changed_by: 'Ann Smith', changed_at: '2025-03-01T10:00:00.000Z' },
        { status: 'in_progress', note: '', changed_by: 'Sam Admin', changed_at: '2025-03-02T10:00:00.000Z' },
        { status: 'done', note: 'Sent to print', changed_by: 'Sam Admin', changed_at: '2025-03-03T10:00:00.000Z' },
      ],
    });
    stubFetch(answer({ 'GET /api/requests': () => page([done]) }));
    const { user } = renderAt(<RequestsPage />, '/requests');

    const card = await screen.findByRole('article', { name: 'Fiber Is Here Door Hanger' });
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).getByText('Request')).toBeInTheDocument();
    expect(within(card).getByText('Note from Sam Admin')).toBeInTheDocument();
    expect(within(card).getByText('Sent to print')).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Show history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const history = within(card).getByRole('list', { name: 'History of Fiber Is Here Door Hanger' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/./)[0]?.textContent)).toEqual(['New', 'In progress', 'Done']);
    expect(within(steps[1] as HTMLElement).getByText(/by Sam Admin/)).toBeInTheDocument();
  });

  it('shows a direct-mail order sent without its details as details to follow, and adds them later', async () => {
    storeTestLogin();
    let current: RequestRecord = requestRecord({
      type: 'direct_mail',
      is_direct_mail: true,
      product_title: 'New Mover Welcome Postcard',
      missing_details: ['quantity', 'mailing_list'],
    });
    const { seen } = stubFetch(
      answer({
        'GET /api/requests': () => page([current]),
        'POST /api/requests/mailing-list': () =>
          jsonResponse(200, { total_rows: 3, valid_count: 3, invalid_count: 0, invalid: [], sample: [] }),
        [`PUT /api/requests/${REQUEST_ID}/direct-mail`]: (request) => {
          const body = request.body as { quantity: number };
          current = {
            ...current,
            quantity: body.quantity,
            mailing_list_count: 3,
            missing_details: [],
            warnings: [`${body.quantity} copies for 3 addresses: 3 addresses get nothing.`],
          };
          return jsonResponse(200, current);
        },
      }),
    );
    const { user } = renderAt(<RequestsPage />, '/requests');
    const card = await screen.findByRole('article', { name: 'New Mover Welcome Postcard' });
    expect(
      within(card).getByText(/quantity to follow · mailed as soon as possible · mailing list to follow/),
    ).toBeVisible();
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Details to follow: the quantity and the mailing list. Add them when you have them.',
    );

    await user.click(within(card).getByRole('button', { name: 'Add details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add direct-mail details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      'Add the quantity, the mail date or a mailing list',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '0');
    await user.upload(
      within(dialog).getByLabelText('Mailing list (CSV) file'),
      new File(['name,address_line1,city,state,zip_code\nA,1 St,T,IL,62701'], 'list.csv', { type: 'text/csv' }),
    );
    await within(dialog).findByText(/3 valid addresses/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 1,000,000',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = seen.find((r) => r.method === 'PUT');
    expect(sent?.body).toEqual({
      quantity: 2,
      mail_date: null,
      mailing_list_csv: 'name,address_line1,city,state,zip_code\nA,1 St,T,IL,62701',
    });
    const updated = await screen.findByRole('article', { name: 'New Mover Welcome Postcard' });
    await within(updated).findByText(/2 copies · mailed as soon as possible · 3 addresses/);
    expect(within(updated).queryByText(/Details to follow/)).not.toBeInTheDocument();
    expect(within(updated).getByRole('note')).toHaveTextContent('2 copies for 3 addresses: 3 addresses get nothing.');
    expect(within(updated).getByRole('button', { name: 'Change details' })).toBeInTheDocument();
  });

  it('offers no details to add once a direct-mail order is closed', async () => {
    storeTestLogin();
    const declined = requestRecord({
      type: 'direct_mail',
      is_direct_mail: true,
      status: 'declined',
      missing_details: ['mailing_list'],
    });
    stubFetch(answer({ 'GET /api/requests': () => page([declined]) }));
    renderAt(<RequestsPage />, '/requests');
    const card = await screen.findByRole('article', { name: 'Fiber Is Here Door Hanger' });
    expect(within(card).queryByRole('button', { name: 'Add details' })).not.toBeInTheDocument();
  });

  it('says why the list could not load and loads it again on request', async () => {
    storeTestLogin();
    let calls = 0;
    stubFetch(
      answer({
        'GET /api/requests': () =>
          ++calls === 1
            ? jsonResponse(503, { message: 'The database is not answering', code: 'unavailable' })
            : page([requestRecord()]),
      }),
    );
    const { user } = renderAt(<RequestsPage />, '/requests');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fiber Is Here Door Hanger' })).toBeInTheDocument();
  });

  it('asks the server for the page in the address and moves between pages', async () => {
    storeTestLogin();
    const { seen } = stubFetch(
      answer({ 'GET /api/requests': () => jsonResponse(200, { count: 25, dataset: [requestRecord()] }) }),
    );
    const { user, router } = renderAt(<RequestsPage />, '/requests?page=2');
    await screen.findByRole('article', { name: 'Fiber Is Here Door Hanger' });
    expect(seen[0]?.url.searchParams.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });
});
