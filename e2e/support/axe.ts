import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once per test file. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a page: anything axe rates serious or critical (contrast, names, nesting, ARIA misuse). */
const FAILING = new Set(['serious', 'critical']);

/**
 * axe's default rule set: WCAG 2.0 and 2.1 A and AA, and its best practices (nested-interactive,
 * landmarks, headings). Rules axe ships switched off (experimental ones, WCAG 2.2 target size)
 * stay off, so a failure here is one axe itself calls a violation.
 */
const OPTIONS: RunOptions = { resultTypes: ['violations'] };

function listViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`)
        .join('\n');
      const more = v.nodes.length > 10 ? `\n    ... and ${v.nodes.length - 10} more` : '';
      return `  ${v.id} (${v.impact}): ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Fails the journey when the page in its current state has a serious or critical axe violation,
 * or not exactly one h1, with a readable list of what and where. Call it once the screen has
 * its content (after the step's waitFor): it checks what is on the page right now, open dialogs
 * included.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A page's chunk may still be loading behind its skeleton: give its h1 a moment to arrive
  // (a page without one still fails, below, with the count).
  await page.locator('h1').first().waitFor({ timeout: 5000 }).catch(() => undefined);
  // A server-rendered form the app has not yet taken over is aria-busy (ADR 0030); its buttons
  // turn from disabled to enabled under axe's feet if the check starts before that.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 5000 }).catch(() => undefined);
  // Colours read mid-animation (a fading dialog, a sliding tab ink) are not the page's colours.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Evaluated, not a script tag: the page's Content-Security-Policy allows no inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate((options) => (window as unknown as { axe: { run(c: Document, o: unknown): Promise<unknown> } }).axe.run(document, options), OPTIONS)) as AxeResults;
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  const h1 = await page.locator('h1').allInnerTexts();
  const problems: string[] = [];
  if (failing.length > 0) problems.push(listViolations(failing));
  if (h1.length !== 1) problems.push(`  page-has-one-h1: expected exactly one h1, found ${h1.length}${h1.length ? `: ${h1.map((t) => JSON.stringify(t)).join(', ')}` : ''}`);
  if (problems.length > 0) {
    const size = page.viewportSize();
    throw new Error(`Accessibility problems on ${screen} (${page.url()}, ${size?.width}x${size?.height}):\n${problems.join('\n')}`);
  }
}
