/**
 * The admin tables fit their page on a laptop (decision 0035): no sideways scrolling inside the
 * grid, the last column, the row's actions, in view, each action an icon button naming its record.
 * And a dialog's buttons keep clear of a phone's edges.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, MEMBER, openSignedIn } from './fixtures';

/** The grid grows a scrollbar of its own only when its columns are wider than it. */
const sidewaysScrollbar = (page: Page) => page.locator('.MuiDataGrid-scrollbar--horizontal');

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/admin/users shows every column, its actions last, without scrolling inside the table', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, '/admin/users', ADMIN);
    const table = page.getByRole('grid', { name: 'Users' });
    const applicant = table.getByRole('row').filter({ hasText: 'applicant' });
    await expect(applicant.getByRole('button', { name: 'Approve applicant' })).toBeVisible();
    await expect(sidewaysScrollbar(page)).toHaveCount(0);

    const headers = table.getByRole('columnheader');
    await expect(headers.last()).toHaveText('Actions');
    await expect(headers.last()).toBeInViewport({ ratio: 1 });
    const gridBox = await table.boundingBox();
    const lastBox = await headers.last().boundingBox();
    expect((lastBox?.x ?? 0) + (lastBox?.width ?? 0)).toBeLessThanOrEqual((gridBox?.x ?? 0) + (gridBox?.width ?? 0));
    await expect(table.getByRole('columnheader', { name: 'Brand' })).toBeInViewport({ ratio: 1 });
    const edit = table
      .getByRole('row')
      .filter({ hasText: 'member@' })
      .getByRole('button', { name: 'Edit user member' });
    await expect(edit).toBeInViewport({ ratio: 1 });
    await edit.hover();
    await expect(page.getByRole('tooltip', { name: 'Edit user member' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('users-1280.png'), fullPage: true });
  });

  test('/admin/groups acts on a group with the same icon buttons, named for the group', async ({ page }) => {
    await openSignedIn(page, '/admin/groups', ADMIN);
    // Other journeys add groups whose names contain this one's.
    const partner = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Partner', exact: true }) });
    await expect(partner.getByRole('button', { name: 'Edit group Partner', exact: true })).toBeVisible();
    await expect(partner.getByRole('button', { name: 'Delete group Partner', exact: true })).toBeVisible();
    await expect(partner.getByRole('cell').last().getByRole('button')).toHaveCount(2);

    await partner.getByRole('button', { name: 'Edit group Partner', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit group “Partner”' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@phone the new request dialog keeps its buttons 16 px or more from the screen edges', async ({ page }) => {
    await openSignedIn(page, '/requests', MEMBER);
    await page.getByRole('button', { name: 'New request' }).first().click();
    const form = page.getByRole('dialog', { name: 'New request' });
    const send = form.getByRole('button', { name: 'Send request' });
    await expect(send).toBeVisible();
    const sendBox = await send.boundingBox();
    const cancelBox = await form.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(390 - ((sendBox?.x ?? 390) + (sendBox?.width ?? 0))).toBeGreaterThanOrEqual(16);
    expect(cancelBox?.x).toBeGreaterThanOrEqual(16);
  });
});
