import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, signUpByApi, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const agency = { firstName: 'Cora', lastName: 'Credits', email: `e2e.credits.agency.${stamp}@example.com` };
const jane = { firstName: 'Jane', lastName: `Doe${stamp}`, email: `e2e.credits.jane.${stamp}@example.com` };

/** DESIGN.md, "Credits": a used-up allowance offers credits, spent only once the price is confirmed, and Billing shows the spend. */
describe('credits journeys', () => {
  const suite = setUpJourneys();
  let agencyCookies: string[];
  let janeId: string;

  beforeAll(async () => {
    agencyCookies = await signUpByApi(suite.product, agency);
    await call(suite.product, agencyCookies, 'POST', '/api/user/upgrade-employer', { companyName: `Credit Crew ${stamp}`, companyType: 'recruitment_agency' });
    await call(suite.product, agencyCookies, 'POST', '/api/test/activate-subscription', { planId: 'basic' });
    const crewIds: string[] = [];
    for (const [i, person] of [jane, ...[0, 1, 2, 3, 4].map((n) => ({ firstName: `Seen${n}`, lastName: `Crew${stamp}`, email: `e2e.credits.seen${n}.${stamp}@example.com` }))].entries()) {
      const cookies = await signUpByApi(suite.product, person);
      await call(suite.product, cookies, 'PATCH', '/api/user/profile', { searchable: true, position: i === 0 ? 'Chief Stewardess' : 'Deckhand' });
      crewIds.push((await call(suite.product, cookies, 'GET', '/api/auth/user')).id);
    }
    [janeId] = crewIds;
    // The directory follows the profiles' events: wait until it lists all six, then use Basic's five views on the others.
    for (let i = 0; i < 100; i++) {
      const found = await call(suite.product, agencyCookies, 'GET', `/api/search/crew?query=${stamp}`);
      if (found.length >= 6) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const id of crewIds.slice(1)) await call(suite.product, agencyCookies, 'GET', `/api/search/crew/${id}`);
  }, 120_000);

  it('an agency past its five profile views is offered credits, pays $2 for the sixth after confirming, and finds the spend in Billing', async () => {
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, agencyCookies);
    const offer = page.getByRole('region', { name: 'No profile views left this month' });

    await withScreenshot(page, 'credits-offer', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${suite.product.url}/search/crew/${janeId}`);
      await offer.getByText('Monthly limit of 5 profile views reached on the Basic plan.').waitFor();
      await offer.getByText(/^Your 5 profile views reset on /).waitFor();
      await offer.getByText('You have $50 of credits; $48 after this.').waitFor();
      await offer.getByRole('button', { name: 'Upgrade to Professional' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'credits: profile views used up');
      await offer.getByRole('button', { name: 'Use $2 of credits' }).click();
      await page.getByRole('heading', { level: 1, name: `Jane ${jane.lastName}` }).waitFor();
    });

    await withScreenshot(page, 'credits-billing', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${suite.product.url}/employer?tab=billing`);
      const transactions = page.getByRole('list', { name: 'Transactions' });
      await transactions.getByText(`Extra profile view: Jane ${jane.lastName}`).waitFor();
      await transactions.getByText('-$2').waitFor();
      await page.getByText(/^Credits pay for actions beyond your plan: extra profile view \$2, extra message \$5, extra verification report \$25\./).waitFor();
      await page.locator('.ant-statistic', { hasText: 'Credits' }).getByText('$48').waitFor();

      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByText('All 5 profile views used').waitFor();
      await page.getByText(/^Resets on .+; until then extra profile views cost \$2 of credits each, or/).waitFor();
      await expectAccessible(page, 'credits: overview with an allowance used up');
    });
    await context.close();
  });
});
