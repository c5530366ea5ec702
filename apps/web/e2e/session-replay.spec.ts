/**
 * Session replay (decision 0048): a member browses and types; what they typed never reaches the
 * server, neither in the chunk the browser sends nor in what an admin reads back; the admin finds
 * the member's session at /admin/sessions and replays it in a frame that runs no script.
 */
import { gunzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, MEMBER, openSignedIn, sessionOf } from './fixtures';
import { openReplay, playReplay, recordingOfVisit } from './replay-steps';

const TYPED = 'Quokka-Zebra-7731';

/** The member's visit: the requests page, a request typed but not sent, a search typed. */
async function memberTypes(page: Page) {
  const recording = recordingOfVisit(page);
  await openSignedIn(page, '/requests', MEMBER);
  const recordingId = await recording;

  await page.getByRole('button', { name: 'New request' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New request' });
  await dialog.getByLabel('What do you need?').fill(`Please make ${TYPED} for us`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // On to the catalogue within the app (the same visit), and a search typed there.
  await page.getByRole('link', { name: 'Stockroom' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(TYPED);

  // The next chunk the browser sends holds everything up to now, the typing with it.
  const sent = await page.waitForRequest((r) => r.url().includes(`/api/recordings/${recordingId}/chunks`));
  expect((await sent.response())?.status()).toBe(201);
  const chunk = sent.postDataJSON() as { data: string };
  const onTheWire = gunzipSync(Buffer.from(chunk.data, 'base64')).toString('utf8');
  expect(onTheWire).toContain('"timestamp"');
  expect(onTheWire).not.toContain(TYPED);
  return recordingId;
}

async function adminReplays(page: Page, recordingId: string) {
  // What the server kept, read back as an admin: events of the visit, none holding the typed text.
  const admin = await sessionOf(page.request, ADMIN);
  const stored = await page.request.get(`/api/admin/recordings/${recordingId}/events`, { headers: apiHeaders(admin) });
  expect(stored.status()).toBe(200);
  const events = await stored.text();
  expect(JSON.parse(events).length).toBeGreaterThan(1);
  expect(events).not.toContain(TYPED);

  await openSignedIn(page, '/admin/sessions', ADMIN);
  const replayed = await openReplay(page, recordingId);
  // The rebuilt page: the requests page's own heading, as the member saw it.
  await expect(replayed.getByText('Requests').first()).toBeAttached();
  await playReplay(page);
  expect(await accessibilityViolations(page)).toEqual([]);
}

test('a member’s typing never reaches the server, and an admin replays the visit', async ({ page }) => {
  const id = await memberTypes(page);
  await adminReplays(page, id);
});

test('the same on a phone @phone', async ({ page }) => {
  const id = await memberTypes(page);
  await adminReplays(page, id);
});
