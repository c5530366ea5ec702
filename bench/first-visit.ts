/**
 * `npm run bench -- first-visit`: how long a member's first visit to /products takes right after the
 * server starts, against the same visit once the server has served it. The server runs as `npm start`
 * runs it (PGlite in a fresh folder, the demo catalogue), serving the current build of the web app
 * (apps/web/dist, or BENCH_WEB_DIST). Each visit is a fresh Chromium context (empty cache) holding
 * a session the member signed in for through the API: it opens /products and ends once the
 * catalogue's cards show and the network has been quiet for 500 ms (every thumbnail in).
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { DEMO_MEMBER } from '../apps/server/src/config';
import { launchChromium } from '../apps/server/test/chromium';
import { startApp } from './app-process';
import { machine, table, today, writeSection } from './results';

const WEB_DIST = process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const LATER_VISITS = 3;
const QUIET_MS = 500;

interface Visit {
  /** From opening /products to the first card of the catalogue on screen. */
  cardsMs: number;
  /** To the network quiet, every thumbnail loaded. */
  settledMs: number;
  /** The slowest responses, for finding what a slow visit waited on. */
  slowest: { path: string; ms: number }[];
}

/** Signs the demo member in through the API: the visit then times the catalogue, not the log-in form. */
async function signIn(baseUrl: string) {
  const res = await fetch(`${baseUrl}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!res.ok) throw new Error(`signing in answered ${res.status}`);
  const session = (await res.json()) as { access_token: string; refresh_token: string };
  return { username: DEMO_MEMBER.username, ...session };
}

async function visit(browser: Browser, baseUrl: string): Promise<Visit> {
  const session = await signIn(baseUrl);
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    // The session a sign-in leaves in the browser, there before the app's first line runs.
    await context.addInitScript((s) => {
      // Runs in the page, where localStorage is a global; the bench's own types know no DOM.
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem('username', s.username);
      storage.setItem('access_token', s.access_token);
      storage.setItem('refresh_token', s.refresh_token);
    }, session);
    const page = await context.newPage();
    // A machine busy with other work can take long; the figures say how long.
    page.setDefaultTimeout(120_000);
    const started = new Map<string, number>();
    const took: { path: string; ms: number }[] = [];
    let inFlight = 0;
    let lastSettled = 0;
    page.on('request', (request) => {
      inFlight++;
      started.set(request.url(), performance.now());
    });
    const done = (url: string) => {
      inFlight--;
      lastSettled = performance.now();
      const from = started.get(url);
      if (from !== undefined) took.push({ path: new URL(url).pathname, ms: lastSettled - from });
    };
    page.on('requestfinished', (request) => done(request.url()));
    page.on('requestfailed', (request) => done(request.url()));

    const begin = performance.now();
    await page.goto('/products');
    await page.getByRole('region').getByRole('listitem').first().waitFor();
    const cardsMs = performance.now() - begin;
    while (inFlight > 0 || performance.now() - lastSettled < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const settledMs = lastSettled - begin;
    took.sort((a, b) => b.ms - a.ms);
    return { cardsMs, settledMs, slowest: took.slice(0, 5) };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US');

export async function benchFirstVisit() {
  const app = await startApp(WEB_DIST);
  try {
    const browser = await launchChromium();
    try {
      const first = await visit(browser, app.url);
      const later: Visit[] = [];
      for (let i = 0; i < LATER_VISITS; i++) later.push(await visit(browser, app.url));
      const median = (pick: (v: Visit) => number) =>
        later.map(pick).sort((a, b) => a - b)[Math.floor(later.length / 2)]!;
      const rows = [
        ['first visit after start', ms(first.cardsMs), ms(first.settledMs)],
        [`later visits (median of ${LATER_VISITS})`, ms(median((v) => v.cardsMs)), ms(median((v) => v.settledMs))],
      ];
      const slowest = first.slowest.map((s) => `\`${s.path}\` ${ms(s.ms)} ms`).join(', ');
      writeSection(
        'first-visit',
        [
          '## First visit after a start',
          '',
          `${today()} UTC · ${machine()} · Chromium ${browser.version()} · the server as \`npm start\` runs it (PGlite in a fresh folder, demo catalogue), timed from the moment its health check first answers`,
          '',
          'Each visit is a fresh browser context (empty cache) with a session the demo member signed in for through the API: open /products, wait for the catalogue. "Cards" is until the first card shows; "settled" until the network has been quiet for 500 ms (every thumbnail loaded). The first visit starts as soon as the health check answers; later visits are the median of three after it.',
          '',
          table(['visit', 'cards ms', 'settled ms'], rows),
          '',
          `- slowest responses of the first visit: ${slowest}`,
        ].join('\n'),
      );
      console.log(rows.map((r) => r.join('  ')).join('\n'));
      console.log(`first visit, slowest: ${slowest}`);
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
}
