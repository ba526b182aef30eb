import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from '../support/axe.js';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, signUpByApi, useCookies } from '../support/api.js';

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
});
