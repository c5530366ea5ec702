import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { answer, myRecord, requestRecord } from '../test-data';
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
