import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { flushImpressions } from '../lib/impressions';
import { speedUpComputedStyles } from './style-rules';

// `findBy…` and `waitFor` return as soon as what they wait for appears. Their default budget of 1 s
// is less than a lazily loaded screen takes on a busy machine; a minute only bounds a wait for
// something that will never come (the test's own budget is in vitest.config.ts).
configure({ asyncUtilTimeout: 60_000 });

speedUpComputedStyles();

// jsdom lays nothing out and answers a scroll with a "not implemented" error; there is nowhere to go.
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Files share their modules (vitest.config.ts): impressions a test queued must not reach the next
  // file's requests. Without a login, a flush drops them.
  await flushImpressions();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
