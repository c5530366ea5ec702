import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` return as soon as what they wait for appears; their default budget of 1 s
// is what a lazily loaded screen can take on a busy machine, so they wait until the test's own
// budget (vitest.config.ts) is nearly spent instead.
configure({ asyncUtilTimeout: 45_000 });

// jsdom lays nothing out and answers a scroll with a "not implemented" error; there is nowhere to go.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
