import { MAILING_LIST_MAX_CHARS } from '@stockroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarArea } from '../../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import { answer, MEMBER_ID, myRecord, PRODUCT_ID, REQUEST_ID, requestRecord, TRANSACTION_ID } from '../../test-data';
import { RequestsPage } from '../requests-page';

const CSV =
  'name,company,address_line1,address_line2,city,state,zip_code,country\nAnn,,1 Main St,,Springfield,IL,62701,US\nBob,,2 Oak Ave,,Madison,WI,53703,US\nCarl,,,,Dover,DE,19901,US\n';
const CHECK = {
  total_rows: 3,
  valid_count: 2,
  invalid_count: 1,
  invalid: [{ row: 4, message: 'Row 4: address_line1 is empty' }],
  sample: [
    {
      name: 'Ann',
      company: '',
      address_line1: '1 Main St',
      address_line2: '',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      country: 'US',
    },
    {
      name: 'Bob',
      company: '',
      address_line1: '2 Oak Ave',
      address_line2: '',
      city: 'Madison',
      state: 'WI',
      zip_code: '53703',
      country: 'US',
    },
  ],
};

const directMailLink = `/requests?new=1&product_id=${PRODUCT_ID}&transaction_id=${TRANSACTION_ID}&direct_mail=1`;

function server(create: (request: SeenRequest) => Response = () => jsonResponse(201, requestRecord())) {
  storeTestLogin();
  let listed = 0;
  const stub = stubFetch(
    answer({
      'GET /api/requests': () => {
        listed++;
        return jsonResponse(200, { count: 0, dataset: [] });
      },
      'GET /api/user': () => jsonResponse(200, myRecord),
      [`GET /api/products/${PRODUCT_ID}`]: () =>
        jsonResponse(200, { id: PRODUCT_ID, title: 'New Mover Welcome Postcard' }),
      [`GET /api/transaction/${TRANSACTION_ID}`]: () =>
        jsonResponse(200, {
          id: TRANSACTION_ID,
          user_id: MEMBER_ID,
          product_id: PRODUCT_ID,
          product_title: 'New Mover Welcome Postcard',
          project_id: REQUEST_ID,
          format: 'pdf',
          print_ready: true,
          page: null,
          status: 'ready',
          progress: 1,
          error: '',
          file_name: 'welcome-postcard.pdf',
          size_bytes: 1000,
          download_url: '/files/x.pdf',
          preflight: [],
          created_at: '2025-03-01T10:00:00.000Z',
        }),
      'POST /api/requests/mailing-list': () => jsonResponse(200, CHECK),
      'POST /api/requests': create,
    }),
  );
  return { ...stub, listCalls: () => listed };
}

const renderPage = (path: string) =>
  renderAt(
    <>
      <RequestsPage />
      <SnackbarArea />
    </>,
    path,
  );

const csvFile = (text: string, name = 'movers.csv') => new File([text], name, { type: 'text/csv' });

describe('new request form', () => {
  it('opens from a direct-mail link with the product, the customized file and direct mail on', async () => {
    server();
    renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    const about = await within(dialog).findByRole('region', { name: 'What this request is about' });
    expect(await within(about).findByText('New Mover Welcome Postcard')).toBeInTheDocument();
    expect(await within(about).findByText('welcome-postcard.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Direct mail' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^data:text\/csv;charset=utf-8,name%2Ccompany%2Caddress_line1%2Caddress_line2%2Ccity%2Cstate%2Czip_code%2Ccountry/,
      ),
    );
  });

  it('checks the chosen mailing list, shows what it keeps and why rows are left out, and sends the order', async () => {
    const { seen, listCalls } = server();
    const { user, router } = renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    await within(dialog).findByRole('textbox', { name: 'First name' });

    await user.upload(within(dialog).getByLabelText('Mailing list (CSV) file'), csvFile(CSV));
    expect(await within(dialog).findByText('2 valid addresses, 1 row with problems')).toBeInTheDocument();
    expect(seen.find((r) => r.url.pathname === '/api/requests/mailing-list')?.body).toEqual({ csv: CSV });
    const problems = within(dialog).getByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getByText('Row 4: address_line1 is empty')).toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: 'First valid addresses' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(within(preview).getByText('2 Oak Ave')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Replace file' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'What do you need?' }), 'Mail these to new movers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '500');
    await user.type(within(dialog).getByLabelText('Mail date'), '2099-05-01');
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST' && r.url.pathname === '/api/requests')?.body).toEqual({
      first_name: 'Ann',
      last_name: 'Smith',
      email: 'ann@fiber.example',
      phone_number: '+1 555 0100',
      description: 'Mail these to new movers',
      download_url: '',
      is_direct_mail: true,
      product_id: PRODUCT_ID,
      transaction_id: TRANSACTION_ID,
      quantity: 500,
      mail_date: '2099-05-01',
      mailing_list_csv: CSV,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('refuses a mailing list over 900,000 characters without sending it anywhere', async () => {
    const { seen } = server();
    const { user } = renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    await within(dialog).findByRole('textbox', { name: 'First name' });
    await user.upload(
      within(dialog).getByLabelText('Mailing list (CSV) file'),
      csvFile('x'.repeat(MAILING_LIST_MAX_CHARS + 1), 'huge.csv'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.csv has 900,001 characters; a mailing list may have at most 900,000.',
    );
    expect(seen.some((r) => r.url.pathname === '/api/requests/mailing-list')).toBe(false);
  });

  it("says what is missing before sending, and puts the server's messages on their fields", async () => {
    const { seen } = server(() =>
      jsonResponse(400, {
        message: 'Invalid Body parameter mail_date',
        code: 'validation_failed',
        issues: [{ path: 'mail_date', message: 'The mail date is a Sunday: choose a weekday' }],
      }),
    );
    const { user } = renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    const email = await within(dialog).findByRole('textbox', { name: 'E-mail address' });
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('textbox', { name: 'What do you need?' })).toHaveAccessibleDescription(
      'Required',
    );
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(seen.some((r) => r.method === 'POST' && r.url.pathname === '/api/requests')).toBe(false);

    await user.type(email, 'ann@fiber.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'What do you need?' }), 'Mail these');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '50');
    await user.type(within(dialog).getByLabelText('Mail date'), '2099-05-03');
    await user.upload(within(dialog).getByLabelText('Mailing list (CSV) file'), csvFile(CSV));
    await within(dialog).findByText('2 valid addresses, 1 row with problems');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mail date')).toHaveAccessibleDescription(
        'The mail date is a Sunday: choose a weekday',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Order direct mail' })).toBeInTheDocument();
  });

  it('sends direct mail without a quantity or a mailing list, as details to follow', async () => {
    const { seen } = server();
    const { user } = renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    await within(dialog).findByRole('textbox', { name: 'First name' });
    expect(within(dialog).getByText(/it shows “details to follow”/)).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.type(quantity, 'many');
    await user.type(within(dialog).getByRole('textbox', { name: 'What do you need?' }), 'Mail these');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 1,000,000');

    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST' && r.url.pathname === '/api/requests')?.body).toMatchObject({
      is_direct_mail: true,
      quantity: null,
      mail_date: null,
      mailing_list_csv: null,
    });
  });

  it('warns, without refusing, when the copies and the valid addresses disagree', async () => {
    server();
    const { user } = renderPage(directMailLink);
    const dialog = await screen.findByRole('dialog', { name: 'Order direct mail' });
    await within(dialog).findByRole('textbox', { name: 'First name' });
    await user.upload(within(dialog).getByLabelText('Mailing list (CSV) file'), csvFile(CSV));
    await within(dialog).findByText('2 valid addresses, 1 row with problems');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.type(quantity, '500');
    expect(within(dialog).getByRole('status', { name: 'Quantity and addresses' })).toHaveTextContent(
      '500 copies for 2 addresses: 498 copies are left over after one to each address.',
    );
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).queryByText(/copies for 2 addresses/)).not.toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(within(dialog).getByRole('status', { name: 'Quantity and addresses' })).toHaveTextContent(
      '1 copy for 2 addresses: 1 address gets nothing.',
    );
  });
});
