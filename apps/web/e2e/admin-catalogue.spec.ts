import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminToken, loadedGrid, MEMBER, signIn, signInAt } from './fixtures';

const run = Date.now() % 100000;
const provider = `Northwind Media ${run}`;
const category = `Launch Kits ${run}`;
const group = `Partners ${run}`;
const partner = { username: `partner${run}`, password: 'amber-orchard-77' };

async function saveDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('an admin sets up a provider, a category, a group and a member, who then sees the category', async ({
  page,
  request,
}) => {
  await signInAt(page, '/admin/content-providers', ADMIN);
  await expect(page).toHaveURL(/\/admin\/content-providers$/);
  await page.getByRole('button', { name: 'New content provider' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(provider);
  await saveDialog(page);
  await expect(page.getByText(provider, { exact: true })).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('dialog');
  await categoryForm.getByLabel('Name').fill(category);
  await categoryForm.getByLabel('Description', { exact: true }).fill('Everything for a product launch');
  await categoryForm
    .getByRole('radiogroup', { name: `${provider} permission` })
    .getByLabel('Yes')
    .check();
  await saveDialog(page);
  await expect(page.getByRole('gridcell', { name: category, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `launch-kits-${run}` })).toBeVisible();

  await page.goto('/admin/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const groupForm = page.getByRole('dialog');
  await groupForm.getByLabel('Name').fill(group);
  await groupForm
    .getByRole('radiogroup', { name: `${provider} permission` })
    .getByLabel('Gated')
    .check();
  await saveDialog(page);
  await expect(page.getByText(group, { exact: true })).toBeVisible();

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = page.getByRole('dialog');
  await userForm.getByLabel('Username').fill(partner.username);
  await userForm.getByLabel('Password', { exact: true }).fill(partner.password);
  await userForm.getByLabel('E-mail address').fill(`${partner.username}@example.com`);
  await userForm.getByLabel('First name').fill('Pat');
  await userForm.getByLabel('Status').selectOption({ label: 'Active' });
  await userForm.getByLabel('Groups').fill(group);
  await page.getByRole('option', { name: group }).click();
  await saveDialog(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(partner.username);
  await expect(page.getByRole('gridcell', { name: partner.username, exact: true })).toBeVisible();

  // The new member signs in and, through the group, sees the category (gated) and its provider.
  const login = await request.post('/auth/v1/login', { data: partner });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}`, 'x-app-type': 'stockroom-web' };
  const categories = (await (await request.get('/api/categories', { headers })).json()) as { name: string }[];
  expect(categories.map((c) => c.name)).toContain(category);
  const providers = (await (await request.get('/api/content-providers/categories', { headers })).json()) as {
    name: string;
    categories: { name: string }[];
  }[];
  expect(providers.find((p) => p.name === provider)?.categories.map((c) => c.name)).toEqual([category]);
});

test('an admin approves a member waiting for approval in one click', async ({ page, request }) => {
  const waiting = { username: `waiting${run}`, password: 'copper-meadow-31' };
  const created = await request.post('/user', {
    headers: { authorization: `Bearer ${await adminToken(request)}`, 'x-app-type': 'stockroom-web' },
    data: { ...waiting, email_address: `${waiting.username}@example.com`, membership_status: 2 },
  });
  expect(created.status()).toBe(201);
  expect((await request.post('/auth/v1/login', { data: waiting })).status()).toBe(403);

  await signInAt(page, '/admin/users', ADMIN);
  await page.getByRole('button', { name: 'Waiting for approval' }).click();
  // The waiting member is also first on the unfiltered page; a click there can land while the
  // filtered rows replace it, so the filtered list must be in before the click.
  await expect(page.getByRole('button', { name: 'Waiting for approval' })).toHaveAttribute('aria-pressed', 'true');
  const grid = await loadedGrid(page, 'Users');
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: waiting.username, exact: true }) });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();

  expect((await request.post('/auth/v1/login', { data: waiting })).status()).toBe(200);
});

test('a member is turned away from the users admin screen with a message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('That page is for administrators only')).toBeVisible();
});
