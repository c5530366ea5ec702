import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA: the level the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** Runs axe-core on the page as it stands and names each rule it breaks, with where. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A dialog still fading in is half transparent, and axe would measure the contrast of that
  // moment: wait for every transition that ends to have ended (spinners and skeletons never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags } },
      ),
    TAGS,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
