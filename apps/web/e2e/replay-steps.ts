/**
 * Session replay steps shared by the journeys that end with an admin replaying a member's visit
 * (decision 0048): the member's side (which recording a page load starts, when the server holds it)
 * and the admin's (the sessions list, the replay opened and played).
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { loadedGrid, MEMBER } from './fixtures';

const isRecordingStart = (method: string, url: string) => method === 'POST' && url.endsWith('/api/recordings');

/**
 * Call before the member's page loads: answers the id of the recording that load starts (the
 * recorder asks for one once the page is idle).
 */
export async function recordingOfVisit(page: Page): Promise<string> {
  const started = await page.waitForResponse((r) => isRecordingStart(r.request().method(), r.url()));
  const answer = (await started.json()) as { enabled: boolean; recording_id: string };
  expect(answer.enabled).toBe(true);
  return answer.recording_id;
}

/**
 * Resolves once the server has stored a chunk of the recording holding an event at or after `since`
 * (the browser's clock). Chunks are sent oldest first, each only once the one before is stored, so
 * then the server holds everything recorded before `since`. Call it before the events that follow
 * `since`, so that their chunk cannot go by unseen; it comes with the next flush (every few seconds).
 * With `since` 0, any chunk will do: the recorder has started and pictured the page as it was then.
 */
export async function storedThrough(page: Page, recordingId: string, since: number) {
  const chunk = await page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().endsWith(`/api/recordings/${recordingId}/chunks`) &&
      (r.postDataJSON() as { last_event_at: number }).last_event_at >= since,
  );
  expect((await chunk.response())?.status()).toBe(201);
}

/** The browser's clock, which the recorder stamps its events with. */
export const browserNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * On /admin/sessions as the admin: the list passes the accessibility scan, and the member's newest
 * session, which must be `recordingId`, opens in a frame that runs no script. Answers the rebuilt page.
 */
export async function openReplay(page: Page, recordingId: string): Promise<FrameLocator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  const grid = await loadedGrid(page, 'Sessions');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Newest first: the member's visit of a moment ago.
  await grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .filter({ hasText: MEMBER.username })
    .first()
    .getByRole('button', { name: /^Replay / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/sessions/${recordingId}$`));
  const frame = page.getByTestId('replay-stage').locator('iframe');
  await expect(frame).toBeVisible();
  // Sandboxed to the same origin alone: no script of the recorded page runs.
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  return frame.contentFrame();
}

/** Plays the replay at double speed: the progress moves on. */
export async function playReplay(page: Page) {
  await page.getByRole('button', { name: '2 times speed' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
}
