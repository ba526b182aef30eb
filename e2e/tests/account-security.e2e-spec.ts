import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { linkFrom, newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, PASSWORD, signUpByApi, toast, useCookies } from '../support/api.js';

const stamp = Date.now().toString(36);
const NEW_PASSWORD = 'lighthouse-keeper-at-dusk-31';
const PHONE = { width: 390, height: 844 };

/** The page scrolls only downwards: nothing sticks out to the side at this width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const card = (page: Page, title: string) => page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

describe('account security in Profile settings', () => {
  const suite = setUpJourneys();
  const sven = { firstName: 'Sven', lastName: `Secure${stamp}`, email: `e2e.security.sven.${stamp}@example.com` };
  let cookies: string[];
  let otherBrowser: string[];

  beforeAll(async () => {
    cookies = await signUpByApi(suite.product, sven);
    // A second browser signed in to the same account, through the API.
    const res = await fetch(`${suite.product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' },
      body: JSON.stringify({ email: sven.email, password: PASSWORD }),
    });
    otherBrowser = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  }, 60_000);

  it('he sees where he is signed in, signs his phone out, and changes his password; each section passes the accessibility check on a computer and a phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { context, page } = await newPage(suite.browser, viewport);
      await useCookies(context, suite.product, cookies);
      const size = viewport ? 'phone' : 'desktop';
      await withScreenshot(page, `account-security-${size}`, async () => {
        await page.goto(`${suite.product.url}/profile#sessions`);
        const sessions = card(page, 'Where you are signed in');
        await sessions.getByText('This device').waitFor();
        await sessions.getByText(/^Safari on iPhone$/).waitFor();
        await expectAccessible(page, `profile: where you are signed in (${size})`);
        await expectNoSidewaysScroll(page);

        const security = card(page, 'Sign-in and security');
        await security.getByRole('button', { name: 'Change password' }).click();
        await security.getByRole('form', { name: 'Change password' }).waitFor();
        await expectAccessible(page, `profile: change password (${size})`);
        await expectNoSidewaysScroll(page);
        await security.getByRole('button', { name: 'Cancel' }).click();

        await security.getByRole('button', { name: 'Change email' }).click();
        await security.getByLabel('New email address').waitFor();
        await expectAccessible(page, `profile: change email (${size})`);
        await security.getByRole('button', { name: 'Cancel' }).click();

        await card(page, 'Delete account').getByRole('button', { name: 'Delete account' }).waitFor();
        await expectAccessible(page, `profile: delete account (${size})`);
      });
      await context.close();
    }

    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    await withScreenshot(page, 'account-security-changes', async () => {
      await page.goto(`${suite.product.url}/profile`);
      const sessions = card(page, 'Where you are signed in');
      await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
      await toast(page, 'Signed out').waitFor();
      await sessions.getByText('You are signed in on this device only.').waitFor();
      expect((await fetch(`${suite.product.url}/api/auth/user`, { headers: { Cookie: otherBrowser.join('; ') } })).status).toBe(401);

      const security = card(page, 'Sign-in and security');
      await security.getByRole('button', { name: 'Change password' }).click();
      const form = security.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await toast(page, 'Password changed').waitFor();
      const mail = await suite.product.smtp.waitFor(sven.email, /^Your password was changed$/);
      expect(mail.text).toContain('If it was not you');
    });
    await context.close();
  });

  it('after taking her account back from an email change she signs in by link; she can set a password and delete the account by email, on a phone', async () => {
    const lena = { firstName: 'Lena', lastName: `Linkonly${stamp}`, email: `e2e.security.lena.${stamp}@example.com` };
    const elsewhere = `e2e.security.lena.elsewhere.${stamp}@example.com`;
    const lenaCookies = await signUpByApi(suite.product, lena);
    const token = (mail: { text: string }, path: string) => linkFrom(mail.text, `${suite.product.url}${path}#token=`).split('#token=')[1];
    const post = (path: string, body: unknown) => fetch(`${suite.product.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    // Her address is moved (by her, or by someone with her session), and she takes it back.
    await call(suite.product, lenaCookies, 'POST', '/api/user/email-change', { newEmail: elsewhere });
    expect((await post('/api/auth/email-change/confirm', { token: token(await suite.product.smtp.waitFor(elsewhere, /Confirm your new email/), '/account/email/confirm') })).status).toBe(200);
    const undoLink = linkFrom((await suite.product.smtp.waitFor(lena.email, /Your Crew Reviews email was changed/)).text, `${suite.product.url}/account/email/undo#token=`);

    const { context, page } = await newPage(suite.browser, PHONE);
    await withScreenshot(page, 'account-security-link-only', async () => {
      await page.goto(undoLink);
      await page.getByRole('heading', { level: 1, name: 'Undo the change of your email address?' }).waitFor();
      await expectAccessible(page, 'undo an email change on a phone');
      await page.getByRole('button', { name: 'Undo the change' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your account has its email address back' }).waitFor();
      await page.getByRole('link', { name: 'Sign in with an emailed link' }).click();
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      const signIn = linkFrom((await suite.product.smtp.waitFor(lena.email, /sign-in link/)).text, `${suite.product.url}/api/auth/email-link/`);
      await page.goto(signIn);
      await page.goto(`${suite.product.url}/profile`);

      const security = card(page, 'Sign-in and security');
      await security.getByRole('button', { name: 'Set a password' }).click();
      await security.getByRole('form', { name: 'Set a password' }).waitFor();
      await expectAccessible(page, 'profile: set a password on a phone');
      await expectNoSidewaysScroll(page);
      await card(page, 'Delete account').getByRole('button', { name: 'Email me a confirmation link' }).waitFor();
      await expectAccessible(page, 'profile: delete an account without a password on a phone');
    });
    await context.close();
  });

  it('someone who forgot the password asks for a link from the sign-in page and chooses a new one', async () => {
    const { context, page } = await newPage(suite.browser);
    await withScreenshot(page, 'forgot-password', async () => {
      await page.goto(`${suite.product.url}/login`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(sven.email);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await page.getByText('If an account exists for this email, a link to set a new password is on its way. Check your inbox.').waitFor();
      await expectAccessible(page, 'forgot password');

      const mail = await suite.product.smtp.waitFor(sven.email, /Set a new password/);
      await page.goto(linkFrom(mail.text, `${suite.product.url}/reset-password#token=`));
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await expectAccessible(page, 'choose a new password');
      const again = 'gangway-watch-at-noon-58';
      await page.getByLabel('New password', { exact: true }).fill(again);
      await page.getByLabel('Repeat the new password').fill(again);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your new password is set' }).waitFor();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill(sven.email);
      await page.getByLabel('Password', { exact: true }).fill(again);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${suite.product.url}/`);
    });
    await context.close();

    const phone = await newPage(suite.browser, PHONE);
    await withScreenshot(phone.page, 'forgot-password-phone', async () => {
      await phone.page.goto(`${suite.product.url}/forgot-password`);
      await phone.page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await expectAccessible(phone.page, 'forgot password on a phone');
      await expectNoSidewaysScroll(phone.page);
    });
    await phone.context.close();
  });
});
