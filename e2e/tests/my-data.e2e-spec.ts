import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from '../support/axe.js';
import { newPage, recordToasts, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, PASSWORD, signUpByApi, useCookies } from '../support/api.js';

const stamp = Date.now().toString(36);
const rosa = { firstName: 'Rosa', lastName: `Datakeeper${stamp}`, email: `e2e.mydata.rosa.${stamp}@example.com` };

describe('download my data', () => {
  const suite = setUpJourneys();
  let cookies: string[];

  beforeAll(async () => {
    cookies = await signUpByApi(suite.product, rosa);
    await call(suite.product, cookies, 'PATCH', '/api/user/profile', { position: 'Second Engineer', location: 'Valletta' });
    await call(suite.product, cookies, 'POST', '/api/share-links', { purpose: 'Application for Second Engineer', accessLevel: 'full', expirationDays: 30 });
  }, 60_000);

  it('a crew member asks for a copy of her data in Profile settings, sees it being prepared, and downloads a JSON file with her profile and share links', async () => {
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    await withScreenshot(page, 'my-data', async () => {
      await page.goto(`${suite.product.url}/profile`);
      const section = page.locator('.ant-card', { has: page.getByText('Download my data', { exact: true }) });
      await section.getByRole('button', { name: 'Prepare my data' }).click();
      const download = section.getByRole('link', { name: /Download file/ });
      await download.waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'profile: data ready to download');
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^crew-reviews-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const path = join(mkdtempSync(join(tmpdir(), 'crew-my-data-')), file.suggestedFilename());
      await file.saveAs(path);
      const data = JSON.parse(readFileSync(path, 'utf8'));
      expect(data.account.profile).toMatchObject({ email: rosa.email, lastName: rosa.lastName, position: 'Second Engineer', location: 'Valletta' });
      expect(data.shareLinks).toEqual([expect.objectContaining({ purpose: 'Application for Second Engineer' })]);
    });
    await context.close();
  });

  it('she then deletes her account and lands on one goodbye page, with no “Unauthorized” toast and no trip to sign-in', async () => {
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    const toasts = await recordToasts(page);
    await withScreenshot(page, 'my-data-goodbye', async () => {
      await page.goto(`${suite.product.url}/profile`);
      const section = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: /^Delete account$/ }) });
      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
      await page.getByText(/shown as written by a ‘Former member’/).waitFor();
      // Past the sign-in redirect's delay: still here, signed out, and no toast said anything.
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/goodbye');
      expect(toasts).toEqual([]);
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      await expectAccessible(page, 'goodbye after deleting the account');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${suite.product.url}/`);
    });
    await context.close();
  });
});
