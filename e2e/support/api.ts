import type { BrowserContext, Locator, Page } from 'playwright-core';
import { totpCode } from '../../backend/test/support/totp.js';
import { linkFrom } from './browser.js';
import type { SharedProduct } from './product.js';

/** Journey set-up through the API and small page helpers shared by the e2e specs. */
export const PASSWORD = 'bridge-watch-0400-hours';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** Setup through the API (not the journey under test): a call with the person's cookies. */
export async function call(product: SharedProduct, cookies: string[], method: string, path: string, body?: unknown) {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), Cookie: cookies.join('; ') },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/** Signs up through the API (setup, not the journey under test) and returns the session cookies. */
export async function signUpByApi(product: SharedProduct, person: Person): Promise<string[]> {
  const res = await fetch(`${product.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...person, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-up of ${person.email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]);
}

/**
 * Sets up an authenticator app through the API (setup, not the journey under test): admin
 * levels act only in sessions that passed a second factor, and confirming the app counts.
 * Answers the key, for codes later.
 */
export async function addAuthenticatorByApi(product: SharedProduct, cookies: string[]): Promise<string> {
  const { secret } = (await call(product, cookies, 'POST', '/api/auth/security/authenticator')) as { secret: string };
  await call(product, cookies, 'POST', '/api/auth/security/authenticator/confirm', { code: totpCode(secret, new Date()) });
  return secret;
}

/** Follows the emailed confirmation link, so the account counts as verified. */
export async function confirmEmail(product: SharedProduct, email: string) {
  const mail = await product.smtp.waitFor(email, /Confirm your email/);
  await fetch(linkFrom(mail.text, `${product.url}/api/auth/email-link/`), { redirect: 'manual' });
}

export async function useCookies(context: BrowserContext, product: SharedProduct, cookies: string[]) {
  await context.addCookies(
    cookies.map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: product.url };
    }),
  );
}

/** A toast (antd notification) with this title. */
export const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title }).first();

/** The value of a row in the dashboard's Profile Stats card. */
export const stat = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/**
 * Waits until every Select dropdown has finished closing: antd marks a dropdown
 * `-hidden` only once its leave animation is over, so a closing one would otherwise be
 * mistaken for the next one opening.
 */
const noOpenDropdown = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));

/** Picks a Select option with the keyboard, as a keyboard user would (and free of dropdown animations). */
export async function chooseOption(page: Page, dialog: Locator, label: string, option: string) {
  await noOpenDropdown(page);
  await dialog.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Enter');
  const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
  for (let i = 0; i < 10; i++) {
    const title = await active.getAttribute('title');
    if (title === option) break;
    await page.keyboard.press('ArrowDown');
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active[title="${title}"]`).waitFor({ state: 'detached' });
  }
  expect(await active.getAttribute('title')).toBe(option);
  await page.keyboard.press('Enter');
  await noOpenDropdown(page);
}

/** Modals animate out; wait until none is left before the next step (STACK-NOTES, trap 10). */
export const noDialog = (page: Page) => page.locator('.ant-modal-wrap').filter({ visible: true }).first().waitFor({ state: 'detached' });

/**
 * Opens the user menu and waits until its opening animation has finished: a click on an item
 * that is still sliding in can land beside it (seen on a loaded machine).
 */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({ has: page.getByRole('menuitem', { name: 'Sign Out' }) });
  await menu.waitFor();
  await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return menu;
}
