import { chromium } from 'playwright-core';

/**
 * The machine's Chromium as tests and benchmarks launch it: nothing downloaded, nothing phoned
 * home, and the flags it needs to run as root without a display. The browser journeys pass the
 * same flags through their Playwright configuration, which cannot import the server's files.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
