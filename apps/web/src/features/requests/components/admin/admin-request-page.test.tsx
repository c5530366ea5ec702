import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { answer, REQUEST_ID, requestRecord } from '../../test-data';
import { AdminRequestPage } from './admin-request-page';

const directMail = requestRecord({
  type: 'direct_mail',
  is_direct_mail: true,
  product_title: 'New Mover Welcome Postcard',
  transaction_id: '55555555-5555-4555-8555-555555555555',
  asset: { file_name: 'welcome-postcard.pdf', url: '/files/renders/welcome.pdf?expires=1&signature=s' },
  quantity: 500,
  mail_date: '2099-05-01',
  mailing_list_count: 2,
  mailing_list_rejected: 1,
});

function server(record = directMail) {
  storeTestLogin('access-1', 'refresh-1', 'admin');
  let current = record;
  return stubFetch(
    answer({
      [`GET /api/requests/${REQUEST_ID}`]: () => jsonResponse(200, current),
      [`PUT /api/admin/requests/${REQUEST_ID}/status`]: (request) => {
        const { status, note } = request.body as { status: 'in_progress'; note: string };
        current = {
          ...current,
          status,
          history: [...current.history, { status, note, changed_by: 'Sam Admin', changed_at: '2025-03-02T10:00:00Z' }],
        };
        return jsonResponse(200, current);
      },
    }),
  );
}

const renderDetail = () =>
  renderRoutes([{ path: '/admin/requests/:id', element: <AdminRequestPage /> }], `/admin/requests/${REQUEST_ID}`);

const moveButtons = () =>
  within(screen.getByRole('region', { name: 'Status' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("admin's request page", () => {
  it('shows what a direct-mail order still lacks, and holds "done" until the member sends it', async () => {
    server({
      ...directMail,
      status: 'in_progress',
      quantity: null,
      mailing_list_count: 0,
      mailing_list_rejected: 0,
      missing_details: ['quantity', 'mailing_list'],
    });
    renderDetail();
    const mail = await screen.findByRole('region', { name: 'Direct mail' });
    expect(within(mail).getAllByText('To follow')).toHaveLength(2);
    expect(within(mail).getByRole('note')).toHaveTextContent(
      'Details to follow: the quantity and the mailing list. The member has not sent them yet',
    );
    const done = within(screen.getByRole('region', { name: 'Status' })).getByRole('button', { name: 'Mark as done' });
    expect(done).toBeDisabled();
    expect(done).toHaveAccessibleDescription(
      'It can be marked done once the member has sent the quantity and the mailing list.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Status' })).getByRole('button', { name: 'Decline' }),
    ).toBeEnabled();
  });

  it('shows the warning when the copies and the addresses disagree', async () => {
    server({
      ...directMail,
      warnings: ['500 copies for 2 addresses: 498 copies are left over after one to each address.'],
    });
    renderDetail();
    const mail = await screen.findByRole('region', { name: 'Direct mail' });
    expect(within(mail).getByRole('note')).toHaveTextContent('500 copies for 2 addresses');
    const done = within(screen.getByRole('region', { name: 'Status' })).queryByRole('button', { name: 'Mark as done' });
    expect(done).toBeNull();
  });

  it('shows every detail of a direct-mail order with its customized file and mailing list', async () => {
    server();
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direct mail: New Mover Welcome Postcard' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'ann@fiber.example' })).toHaveAttribute(
      'href',
      'mailto:ann@fiber.example',
    );
    expect(within(details).getByRole('link', { name: 'welcome-postcard.pdf' })).toHaveAttribute(
      'href',
      directMail.asset?.url,
    );
    const mail = screen.getByRole('region', { name: 'Direct mail' });
    expect(within(mail).getByText('500 copies')).toBeInTheDocument();
    expect(within(mail).getByText("2 valid addresses; 1 row of the member's file left out")).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Download mailing list (CSV)' })).toBeInTheDocument();
  });

  it('offers only the moves a new request may make, and refuses to decline without a note', async () => {
    const { seen } = server();
    const { user } = renderDetail();
    await screen.findByRole('region', { name: 'Status' });
    expect(moveButtons()).toEqual(['Start: in progress', 'Decline']);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('textbox', { name: 'Note to the member' })).toHaveAccessibleDescription(
      'Tell the member why the request is declined',
    );
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('moves the request with the note, then offers the next moves and shows the step in the history', async () => {
    const { seen } = server();
    const { user } = renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'Note to the member' }), 'Printing this week');
    await user.click(screen.getByRole('button', { name: 'Start: in progress' }));

    await waitFor(() => expect(moveButtons()).toEqual(['Mark as done', 'Decline']));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      status: 'in_progress',
      note: 'Printing this week',
      from_status: 'new',
    });
    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Printing this week')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note to the member' })).toHaveValue('');
  });

  it('says a finished request cannot move any more', async () => {
    server(requestRecord({ status: 'done' }));
    renderDetail();
    expect(await screen.findByText('This request is done: it cannot move any more.')).toBeInTheDocument();
    expect(moveButtons()).toEqual([]);
  });

  it('says so when another admin moved the request meanwhile, and shows where it is now', async () => {
    storeTestLogin('access-1', 'refresh-1', 'admin');
    let current = directMail;
    stubFetch(
      answer({
        [`GET /api/requests/${REQUEST_ID}`]: () => jsonResponse(200, current),
        [`PUT /api/admin/requests/${REQUEST_ID}/status`]: () => {
          current = { ...current, status: 'in_progress' };
          return jsonResponse(409, { message: 'The request changed meanwhile; reload', code: 'conflict' });
        },
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Start: in progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request changed meanwhile; reload');
    await waitFor(() => expect(moveButtons()).toEqual(['Mark as done', 'Decline']));
  });

  it('says so when the request does not exist', async () => {
    storeTestLogin();
    stubFetch(answer({}));
    renderDetail();
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
  });
});
