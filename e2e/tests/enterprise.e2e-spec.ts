import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, chooseOption, signUpByApi, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const fleet = { firstName: 'Fiona', lastName: 'Fleet', email: `e2e.enterprise.fiona.${stamp}@example.com` };
const paula = { firstName: 'Paula', lastName: 'Professional', email: `e2e.enterprise.paula.${stamp}@example.com` };

describe('enterprise journeys', () => {
  const suite = setUpJourneys();

  it('an Enterprise agency reads its analytics, creates an API key, searches crew with it, revokes it, and asks priority support', async () => {
    const cookies = await signUpByApi(suite.product, fleet);
    await call(suite.product, cookies, 'POST', '/api/user/upgrade-employer', { companyName: 'Fleetwide Crewing', companyType: 'recruitment_agency' });
    await call(suite.product, cookies, 'POST', '/api/test/activate-subscription', { planId: 'enterprise' });
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);

    await withScreenshot(page, 'enterprise-analytics', async () => {
      await page.goto(`${suite.product.url}/employer?tab=analytics`);
      await page.getByRole('list', { name: 'Totals for the last 12 weeks' }).waitFor();
      await page.getByText(/No activity in the last 12 weeks yet/).waitFor();
      await expectAccessible(page, 'employer: analytics');
    });

    const key = await withScreenshot(page, 'enterprise-api-key', async () => {
      await page.getByRole('tab', { name: 'API access' }).click();
      await page.getByText('No API keys yet').waitFor();
      await expectAccessible(page, 'employer: API access');
      await page.getByLabel('Key name').fill('Crewing system');
      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
      const shown = (await dialog.getByLabel('Your new API key').innerText()).trim();
      expect(shown).toMatch(/^crew_/);
      await expectAccessible(page, 'employer: new API key');
      await dialog.getByRole('button', { name: 'I have copied it' }).click();
      await page.getByRole('list', { name: 'Your API keys' }).getByText(`${shown.slice(0, 12)}…`).waitFor();
      return shown;
    });

    // The employer's own system, with the key alone.
    const search = await fetch(`${suite.product.url}/api/search/crew`, { headers: { Authorization: `Bearer ${key}` } });
    expect(search.status).toBe(200);
    const elsewhere = await fetch(`${suite.product.url}/api/user/subscription`, { headers: { Authorization: `Bearer ${key}` } });
    expect(elsewhere.status).toBe(401);

    await withScreenshot(page, 'enterprise-revoke', async () => {
      await page.getByRole('button', { name: 'Revoke Crewing system' }).click();
      await page.getByRole('button', { name: 'Revoke', exact: true }).click();
      await toast(page, 'API key revoked').waitFor();
      await page.getByText('No API keys yet').waitFor();
    });
    expect((await fetch(`${suite.product.url}/api/search/crew`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);

    await withScreenshot(page, 'enterprise-support', async () => {
      await page.getByRole('tab', { name: 'Support' }).click();
      await expectAccessible(page, 'employer: support');
      await chooseOption(page, page.getByRole('form', { name: 'Ask priority support' }), 'Category', 'API access');
      await page.getByLabel('Subject').fill('Key for a second office');
      await page.getByLabel('Message').fill('Can our Manila office have its own key, counted on the same plan?');
      await page.getByRole('button', { name: 'Send request' }).click();
      await toast(page, 'Support request sent').waitFor();
      await page.getByRole('listitem', { name: 'Key for a second office' }).getByText('Not answered yet: we will email you the answer.').waitFor();
    });

    await withScreenshot(page, 'enterprise-phone', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      for (const tab of ['Analytics', 'API access', 'Support']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectAccessible(page, `employer on a phone: ${tab}`);
      }
    });
    await context.close();
  });

  it('a Professional agency finds the three Enterprise tabs locked, each with the way to the Enterprise plan', async () => {
    const cookies = await signUpByApi(suite.product, paula);
    await call(suite.product, cookies, 'POST', '/api/user/upgrade-employer', { companyName: 'Midsize Crewing', companyType: 'recruitment_agency' });
    await call(suite.product, cookies, 'POST', '/api/test/activate-subscription', { planId: 'professional' });
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, cookies);
    await withScreenshot(page, 'enterprise-locked', async () => {
      await page.goto(`${suite.product.url}/employer?tab=analytics`);
      for (const [tab, message] of [
        ['Analytics', 'The analytics dashboard needs an active Enterprise plan'],
        ['API access', 'API access needs an active Enterprise plan'],
        ['Support', 'Priority support needs an active Enterprise plan'],
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText(message).waitFor();
        await expectAccessible(page, `employer: ${tab} locked`);
      }
      await page.getByRole('tabpanel').getByRole('link', { name: 'See the Enterprise plan' }).click();
      await page.getByRole('tab', { name: 'Plans', selected: true }).waitFor();
    });
    await context.close();
  });
});
