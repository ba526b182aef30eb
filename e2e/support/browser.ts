import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

/** Debian's Chromium, headless, with no traffic leaving the machine (STACK-NOTES, trap 10). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Runs a journey step; on failure keeps a screenshot in e2e/artifacts before rethrowing. */
export async function withScreenshot<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = `${ARTIFACTS}/${name.replace(/[^\w-]+/g, '-')}-${Date.now()}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    (error as Error).message += `\n(screenshot: ${file})`;
    throw error;
  }
}

/** The path and query of the first link in a mail that starts with `base`. */
export function linkFrom(text: string, base: string): string {
  const match = text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No link to ${base} in:\n${text}`);
  return match[0];
}

/**
 * Records every toast text the page shows, even one that a redirect removes a moment later
 * (the spec's 401 toast lives 500 ms before the browser goes to sign-in).
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __recordToast: (t: string) => void }).__recordToast;
    new MutationObserver(() => {
      document.querySelectorAll('.ant-notification-notice').forEach((node) => {
        const el = node as HTMLElement;
        if (el.dataset.recorded) return;
        el.dataset.recorded = '1';
        report(el.innerText);
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
