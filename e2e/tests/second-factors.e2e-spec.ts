import type { Page } from 'playwright-core';
import { totpCode } from '../../backend/test/support/totp.js';
import { confirmEmail, noDialog, openUserMenu, signUpByApi, toast, useCookies, PASSWORD } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { E2E_NEW_ADMIN_EMAIL } from '../support/product.js';

const stamp = Date.now().toString(36);
const tara = { firstName: 'Tara', lastName: 'Totp', email: `e2e.2fa.tara.${stamp}@example.com` };
const pasi = { firstName: 'Pasi', lastName: 'Passkey', email: `e2e.2fa.pasi.${stamp}@example.com` };
const nadia = { firstName: 'Nadia', lastName: 'Newadmin', email: E2E_NEW_ADMIN_EMAIL };

/** The security card of Profile settings. */
const securityCard = (page: Page) => page.locator('#security');

/** Signs out through the user menu, as a person would. */
async function signOut(page: Page, url: string) {
  const menu = await openUserMenu(page);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST'), menu.getByRole('menuitem', { name: 'Sign Out' }).click()]);
  await page.waitForURL(`${url}/`);
}

/** Sets up the authenticator app from the dialog's key, as someone typing it into their app would; answers the key. */
async function setUpAuthenticator(page: Page): Promise<string> {
  await securityCard(page).getByRole('button', { name: 'Set up' }).click();
  const dialog = page.locator('.ant-modal', { hasText: 'Set up an authenticator app' });
  await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
  const secret = (await dialog.getByTestId('authenticator-key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(secret, new Date()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  return secret;
}

describe('second factors', () => {
  const suite = setUpJourneys();

  it('sets up an authenticator app from its key, keeps the recovery codes, signs out and signs in with a code, at desktop and phone sizes', async () => {
    const cookies = await signUpByApi(suite.product, tara);
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);

    const secret = await withScreenshot(page, '2fa-totp-setup', async () => {
      await page.goto(`${suite.product.url}/profile#security`);
      await securityCard(page).getByText('Not set up', { exact: false }).waitFor();
      await expectAccessible(page, 'profile: security');
      const key = await setUpAuthenticator(page);
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.getByRole('listitem').first().waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await expectAccessible(page, 'profile: recovery codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await noDialog(page);
      await securityCard(page).getByText('On since', { exact: false }).waitFor();
      await securityCard(page).getByText('10 of 10 unused', { exact: false }).waitFor();
      return key;
    });

    await withScreenshot(page, '2fa-security-phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${suite.product.url}/profile#security`);
      await securityCard(page).getByText('10 of 10 unused', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'profile: security on a phone');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await withScreenshot(page, '2fa-totp-sign-in', async () => {
      await signOut(page, suite.product.url);
      await page.goto(`${suite.product.url}/login`);
      await page.getByLabel('Email').fill(tara.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/login\/second-factor/);
      await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
      // Half signed in is not signed in.
      expect((await page.request.get(`${suite.product.url}/api/auth/user`)).status()).toBe(401);
      await expectAccessible(page, 'sign-in: second factor');
      // The code of the next 30 seconds: the one used to set the app up is spent.
      await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Welcome, Tara Totp' }).waitFor();
    });

    await withScreenshot(page, '2fa-second-factor-phone', async () => {
      // The same step on a phone, reached by the keyboard alone.
      await signOut(page, suite.product.url);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${suite.product.url}/login`);
      await page.getByLabel('Email').fill(tara.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel('Password').press('Enter');
      await page.getByLabel('Code from your authenticator app').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'sign-in: second factor on a phone');
    });
    await context.close();
  });

  it('registers a passkey through the browser, names it, and signs in with it alone', async () => {
    const cookies = await signUpByApi(suite.product, pasi);
    const { context, page } = await newPage(suite.browser);
    // Chromium's virtual authenticator: a platform passkey that holds credentials and checks the user.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await useCookies(context, suite.product, cookies);

    await withScreenshot(page, '2fa-passkey-add', async () => {
      await page.goto(`${suite.product.url}/profile#security`);
      await securityCard(page).getByRole('button', { name: 'Add a passkey' }).click();
      const dialog = page.locator('.ant-modal', { hasText: 'Add a passkey' });
      await dialog.getByLabel('Name').fill('Work laptop');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await toast(page, 'Passkey added').waitFor();
      // The first second factor comes with recovery codes.
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await noDialog(page);
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await list.getByText('Work laptop').waitFor();
      await list.getByText('not used yet', { exact: false }).waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0].isResidentCredential).toBe(true);

      await list.getByRole('button', { name: 'Rename passkey Work laptop' }).click();
      const rename = page.locator('.ant-modal', { hasText: 'Rename passkey' });
      await rename.getByLabel('Name').fill('Bridge laptop');
      await rename.getByLabel('Name').press('Enter');
      await toast(page, 'Passkey renamed').waitFor();
      await list.getByText('Bridge laptop').waitFor();
      await noDialog(page);
      await expectAccessible(page, 'profile: passkeys');
    });

    await withScreenshot(page, '2fa-passkey-sign-in', async () => {
      await signOut(page, suite.product.url);
      await page.goto(`${suite.product.url}/login`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByRole('heading', { name: 'Welcome, Pasi Passkey' }).waitFor();
      await page.goto(`${suite.product.url}/profile#security`);
      await page.getByRole('list', { name: 'Your passkeys' }).getByText('last used', { exact: false }).waitFor();
    });
    await context.close();
  });

  it('keeps an admin without a second factor out of the admin dashboard and every admin endpoint until they add one', async () => {
    const cookies = await signUpByApi(suite.product, nadia);
    // Confirming the listed address (ADMIN_EMAILS) makes it super_admin.
    await confirmEmail(suite.product, nadia.email);
    const adminCall = () => fetch(`${suite.product.url}/api/admin/users`, { headers: { Cookie: cookies.join('; ') } });
    const refused = await adminCall();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'second-factor-setup-required' });

    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    await withScreenshot(page, '2fa-admin-needs-one', async () => {
      await page.goto(`${suite.product.url}/admin-dashboard`);
      // Taken to set one up, told why.
      await page.waitForURL(/\/profile\?setup=second-factor#security$/);
      await securityCard(page).getByText('Admins need a second factor').waitFor();
      await expectAccessible(page, 'profile: admin needs a second factor');
      await setUpAuthenticator(page);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await noDialog(page);
      await page.goto(`${suite.product.url}/admin-dashboard`);
      await page.getByText('Super Admin Access').waitFor();
    });
    expect((await adminCall()).status).toBe(200);
    await context.close();
  });
});
