import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminToken, apiHeaders, MEMBER, openSignedIn, sessionOf } from './fixtures';

const POSTCARD = 'New Mover Welcome Postcard';

/** A mailing list of four rows, the third without a street address. */
function mailingListFile() {
  const path = join(tmpdir(), `stockroom-e2e-movers-${process.pid}.csv`);
  writeFileSync(
    path,
    [
      'name,company,address_line1,address_line2,city,state,zip_code,country',
      'Ann Smith,Smith Hardware,12 Main Street,Suite 4,Springfield,IL,62701,US',
      'Bob Jones,,400 Oak Avenue,,Madison,WI,53703,US',
      'Carla Diaz,Diaz Bakery,,,Dover,DE,19901,US',
      'Dan Wu,,9 Elm Road,Apt 2,Austin,TX,73301,US',
    ].join('\n'),
  );
  return path;
}

/** Customizes the postcard and downloads it once, as a member does in the editor. */
async function customizeAndDownload(page: Page) {
  await openSignedIn(page, `/search?q=${encodeURIComponent(POSTCARD)}`, MEMBER);
  await page
    .getByRole('link', { name: new RegExp(POSTCARD) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: POSTCARD })).toBeVisible();
  await page.getByRole('link', { name: 'Customize' }).click();
  await expect(page.getByTestId('preview-page-1').locator('svg')).toBeVisible();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${POSTCARD}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  await downloading;
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a member orders direct mail of a customized postcard, and an admin moves the order to done', async ({
  page,
  browser,
}) => {
  await customizeAndDownload(page);

  // From the download on My assets, the form opens with direct mail on and the file filled in.
  await page.getByRole('link', { name: 'My assets' }).first().click();
  const downloads = page.getByRole('list', { name: 'Downloads' });
  await downloads
    .getByRole('link', { name: new RegExp(`^Order direct mail of ${POSTCARD}`) })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Order direct mail' });
  const about = form.getByRole('region', { name: 'What this request is about' });
  await expect(about).toContainText(POSTCARD);
  await expect(about).toContainText(/Customized file: .+\.png/);
  await expect(form.getByRole('switch', { name: 'Direct mail' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');

  await form
    .getByRole('textbox', { name: 'What do you need?' })
    .fill('Please mail our welcome postcard to new movers.');
  await form.getByRole('textbox', { name: 'Quantity' }).fill('250');
  await form.getByLabel('Mailing list (CSV) file').setInputFiles(mailingListFile());
  await expect(form.getByText('3 valid addresses, 1 row with problems')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Rows with problems' })).toContainText('Row 4');
  await expect(form.getByRole('region', { name: 'First valid addresses' })).toContainText('400 Oak Avenue');
  await form.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(form).toBeHidden();
  const mine = page.getByRole('article', { name: POSTCARD }).first();
  await expect(mine).toContainText('Direct mail');
  await expect(mine).toContainText('New');
  await expect(mine).toContainText('3 addresses');

  // The admin finds it at the top of the queue and moves it on.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/admin/requests?type=direct_mail', ADMIN);
  const grid = admin.getByRole('grid', { name: 'Requests' });
  const row = grid.getByRole('row').filter({ hasText: POSTCARD }).first();
  await expect(row).toContainText('3 addresses');
  await row.getByRole('link', { name: /request from/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Direct mail: ${POSTCARD}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Direct mail' })).toContainText('3 valid addresses');
  await expect(admin.getByRole('region', { name: 'Details' }).getByRole('link', { name: /\.png$/ })).toBeVisible();

  const status = admin.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Start: in progress' }).click();
  await expect(status.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await status.getByRole('textbox', { name: 'Note to the member' }).fill('Printed and handed to the post office.');
  await status.getByRole('button', { name: 'Mark as done' }).click();
  await expect(status).toContainText('This request is done: it cannot move any more.');
  await expect(admin.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
  await adminContext.close();

  // The member reads the outcome and the note on /requests, and by e-mail.
  await page.reload();
  const done = page.getByRole('article', { name: POSTCARD }).first();
  await expect(done).toContainText('Done');
  await expect(done).toContainText('Printed and handed to the post office.');

  const member = await sessionOf(page.request, MEMBER);
  const me = (await (await page.request.get('/api/user', { headers: apiHeaders(member) })).json()) as {
    email_address: string;
  };
  const outbox = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(me.email_address)}`, {
    headers: apiHeaders({ access_token: await adminToken(page.request) }),
  });
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  const mail = messages.find((m) => m.subject === 'Your request is now Done');
  expect(mail?.text).toContain('Printed and handed to the post office.');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@phone the requests page and the new request form fit a phone', async ({ page }) => {
    const overflow = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    await openSignedIn(page, '/requests', MEMBER);
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your requests' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'New request' }).first().click();
    const form = page.getByRole('dialog', { name: 'New request' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await form.getByRole('switch', { name: 'Direct mail' }).check();
    await form.getByLabel('Mailing list (CSV) file').setInputFiles(mailingListFile());
    await expect(form.getByText('3 valid addresses, 1 row with problems')).toBeVisible();
    // The dialog fills the screen and the preview table scrolls inside itself.
    const box = await form.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(form.getByRole('button', { name: 'Send request' })).toBeInViewport();
  });
});
