import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { chooseOption, confirmEmail, signUpByApi, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const dana = { firstName: 'Dana', lastName: 'Whitfield', email: `e2e.employer.dana.${stamp}@example.com` };

describe('employer journeys', () => {
  const suite = setUpJourneys();

  it('a new user upgrades to an agency account, sees Search Crew appear, tests the Professional plan, adds $100 and finds both in Billing', async () => {
    const cookies = await signUpByApi(suite.product, dana);
    // A confirmed email, as contacting crew and ordering reports need (DESIGN.md, "Companies").
    await confirmEmail(suite.product, dana.email);
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    const nav = page.getByRole('menu', { name: 'Main navigation' });

    await withScreenshot(page, 'employer-upgrade', async () => {
      await page.goto(`${suite.product.url}/employer`);
      await page.getByRole('heading', { name: 'Upgrade to Employer Account' }).waitFor();
      expect(await nav.getByRole('menuitem').allInnerTexts()).toEqual(['Dashboard', 'Reviews', 'Profile', 'Employer']);
      await expectAccessible(page, 'employer: upgrade');

      await page.getByLabel('Company Name').fill('Blue Horizon Crew');
      await chooseOption(page, page.locator('form'), 'Company Type', 'Recruitment Agency');
      await page.getByRole('button', { name: 'Upgrade Account' }).click();
      await toast(page, 'Your account has been upgraded to an employer account!').waitFor();
      await page.getByRole('heading', { name: 'Employer Dashboard' }).waitFor();
      // The navigation follows at once, without signing in again.
      await nav.getByRole('menuitem', { name: 'Search Crew' }).waitFor();
      expect(await nav.getByRole('menuitem').allInnerTexts()).toEqual(['Dashboard', 'Reviews', 'Profile', 'Search Crew', 'Employer']);
      await expectAccessible(page, 'employer: overview');
    });

    await withScreenshot(page, 'employer-plan-and-credits', async () => {
      await page.getByRole('tab', { name: 'Plans' }).click();
      await page.getByText('Test Mode').waitFor();
      await expectAccessible(page, 'employer: plans');
      await page.getByRole('button', { name: 'Test Professional Plan' }).click();
      // A plan change is confirmed first, saying what changes.
      const confirm = page.getByRole('dialog', { name: 'Start the Professional plan?' });
      await confirm.getByText('Adds $150 of credits: your balance becomes $150.').waitFor();
      await expectAccessible(page, 'employer: plan change confirmation');
      await confirm.getByRole('button', { name: 'Start Professional' }).click();
      await toast(page, 'Test subscription activated for Professional! Added $150 credits.').waitFor();
      await page.getByText('Current Plan', { exact: true }).locator('xpath=ancestor::*[contains(@class, "ant-card")][1]').getByText('Active').waitFor();

      await page.getByRole('button', { name: 'Add $100' }).click();
      await toast(page, 'Credits added successfully!').waitFor();
      await page.locator('.ant-statistic', { hasText: 'Credits' }).getByText('$250').waitFor();

      await page.getByRole('tab', { name: 'Billing' }).click();
      const transactions = page.getByRole('list', { name: 'Transactions' });
      await transactions.getByText('Credits added: $100 (test mode)').waitFor();
      await transactions.getByText('Professional plan, one month (test mode)').waitFor();
      expect(await transactions.getByRole('listitem').count()).toBe(2);
      await expectAccessible(page, 'employer: billing');

      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('progressbar', { name: 'Profile views: 0 of 50 used this month' }).waitFor();
    });

    await withScreenshot(page, 'employer-phone', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.getByRole('heading', { name: 'Employer Dashboard' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('progressbar', { name: 'Profile views: 0 of 50 used this month' }).waitFor();
      // The tabs sit high in the first screen, under one compact summary (four full-size cards
      // put their bottom at about 610 px here).
      const tabs = await page.getByRole('tablist', { name: 'Employer dashboard' }).boundingBox();
      expect(tabs!.y + tabs!.height).toBeLessThanOrEqual(560);
      // The allowances title is whole, not cut to 'Monthly Al…'.
      const title = page.locator('.ant-card-head-title', { hasText: 'Monthly Allowances' });
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectAccessible(page, 'employer on a phone');
    });
    await context.close();
  });
});
