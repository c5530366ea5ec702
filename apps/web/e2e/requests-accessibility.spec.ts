import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, loadedGrid, MEMBER, openSignedIn, sessionOf } from './fixtures';

// The requests screens, scanned as accessibility.spec.ts scans the others: once they show their content.
const scan = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

test("the member's requests and their form, and the admin's queue and request, pass an accessibility scan", async ({
  page,
}) => {
  const csv =
    'name,address_line1,city,state,zip_code\nAnn Smith,1 Main St,Springfield,IL,62701\nBob Jones,,Dover,DE,19901\n';
  // One direct-mail request to show, sent as the form sends it.
  const member = await sessionOf(page.request, MEMBER);
  const me = (await (await page.request.get('/api/user', { headers: apiHeaders(member) })).json()) as {
    email_address: string;
  };
  const created = await page.request.post('/api/requests', {
    headers: apiHeaders(member),
    data: {
      email: me.email_address,
      description: 'Mail our flyer',
      is_direct_mail: true,
      quantity: 100,
      mailing_list_csv: csv,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openSignedIn(page, '/requests', MEMBER);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show history' }).first().click();
  await expect(page.getByRole('list', { name: /^History of / }).first()).toBeVisible();
  await scan(page);

  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('dialog', { name: 'New request' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await form.getByRole('switch', { name: 'Direct mail' }).check();
  await form
    .getByLabel('Mailing list (CSV) file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(form.getByRole('region', { name: 'First valid addresses' })).toBeVisible();
  await scan(page);

  await openSignedIn(page, '/admin/requests', ADMIN);
  await loadedGrid(page, 'Requests');
  await scan(page);

  await page.goto(`/admin/requests/${id}`);
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('button').first()).toBeVisible();
  await scan(page);
});
