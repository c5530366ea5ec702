/**
 * `npm run bench -- recording`: what session replay stores per member-minute. The server runs as
 * `npm start` runs it (PGlite, demo catalogue) with the current web build; the demo member browses
 * in Chromium for BENCH_RECORDING_SECONDS (120): the catalogue, search, product pages, a category,
 * scrolling, typing. Then the page is closed (the recorder sends what it holds) and the admin's
 * list of recordings says how many compressed bytes were stored for how long a session.
 */
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN, DEMO_MEMBER } from '../apps/server/src/config';
import { launchChromium } from '../apps/server/test/chromium';
import { startApp } from './app-process';
import { machine, table, today, writeSection } from './results';

const WEB_DIST = process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const SECONDS = Number(process.env.BENCH_RECORDING_SECONDS || 120);

async function signIn(baseUrl: string, user: { username: string; password: string }) {
  const res = await fetch(`${baseUrl}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`signing in as ${user.username} answered ${res.status}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

interface ListedRecording {
  username: string;
  duration_ms: number;
  chunk_count: number;
  bytes: number;
}

export async function benchRecording() {
  const app = await startApp(WEB_DIST);
  try {
    const browser = await launchChromium();
    try {
      const session = await signIn(app.url, DEMO_MEMBER);
      const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        (s) => {
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          storage.setItem('username', s.username);
          storage.setItem('access_token', s.access_token);
          storage.setItem('refresh_token', s.refresh_token);
        },
        { username: DEMO_MEMBER.username, ...session },
      );
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      const until = Date.now() + SECONDS * 1000;
      const words = ['flyer', 'social', 'logo', 'fiber', 'holiday'];
      let round = 0;
      // One page load, then moves inside the app as a member makes them: a reload starts a new recording.
      await page.goto('/products');
      while (Date.now() < until) {
        if (round > 0) await page.getByRole('navigation').getByRole('link', { name: 'Products' }).first().click();
        await page.getByRole('region').getByRole('listitem').first().waitFor();
        await page.mouse.wheel(0, 1200);
        await page.waitForTimeout(1500);
        const search = page.getByRole('searchbox', { name: 'Search products' });
        await search.pressSequentially(words[round % words.length] ?? 'flyer', { delay: 120 });
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/search/);
        await page
          .getByRole('link')
          .filter({ has: page.getByRole('heading') })
          .first()
          .click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(2000);
        round++;
      }
      // Closing the page sends what the recorder still holds (pagehide).
      await page.close({ runBeforeUnload: true });
      await context.close();
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      await browser.close();
    }

    const admin = await signIn(app.url, DEMO_ADMIN);
    const res = await fetch(`${app.url}/api/admin/recordings?page=1&page_size=100&member=${DEMO_MEMBER.username}`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    if (!res.ok) throw new Error(`the recordings list answered ${res.status}`);
    const listed = ((await res.json()) as { dataset: ListedRecording[] }).dataset;
    const bytes = listed.reduce((sum, r) => sum + r.bytes, 0);
    const ms = listed.reduce((sum, r) => sum + r.duration_ms, 0);
    const chunks = listed.reduce((sum, r) => sum + r.chunk_count, 0);
    if (ms === 0) throw new Error('nothing was recorded');
    const perMinute = bytes / (ms / 60_000);
    const rows = [
      [listed.length, (ms / 1000).toFixed(0), chunks, (bytes / 1024).toFixed(1), (perMinute / 1024).toFixed(1)],
    ];
    writeSection(
      'recording',
      [
        '## Session replay: bytes stored per member-minute',
        '',
        `${today()} UTC · ${machine()} · the server as \`npm start\` runs it (PGlite, demo catalogue) · Chromium at 1280×800`,
        '',
        `The demo member browses for ${SECONDS} s (the catalogue, scrolling, a search typed, a result's page, again), then the page closes. Bytes are the gzipped chunks the storage holds; the length is from the first event to the last.`,
        '',
        table(['recordings', 'length s', 'chunks', 'KB stored', 'KB per member-minute'], rows),
      ].join('\n'),
    );
    console.log(`recording: ${(perMinute / 1024).toFixed(1)} KB per member-minute over ${(ms / 1000).toFixed(0)} s`);
  } finally {
    await app.stop();
  }
}
