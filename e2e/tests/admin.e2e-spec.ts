import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, withScreenshot } from '../support/browser.js';
import { call, chooseOption, confirmEmail, signUpByApi, toast, useCookies } from '../support/api.js';
import { E2E_ADMIN_EMAIL, type SharedProduct, sharedProduct } from '../support/product.js';

const stamp = Date.now().toString(36);
// The run's one ADMIN_EMAILS address: confirming it makes this account super_admin.
const boss = { firstName: 'Bea', lastName: 'Boss', email: E2E_ADMIN_EMAIL };
const olga = { firstName: 'Olga', lastName: 'Owner', email: `e2e.admin.olga.${stamp}@example.com` };
const TEXTS = [
  'Olga kept the bridge calm and the passage plans ready on every crossing.',
  'A patient teacher: our deckhands learned chart work from her in one season.',
  'Handled a man-overboard drill so well the flag state inspector praised the whole crew.',
];
const reviewers = ['Ana', 'Ben', 'Cat'].map((firstName) => ({ firstName, lastName: 'Reviewer', email: `e2e.admin.${firstName.toLowerCase()}.${stamp}@example.com` }));

describe('admin journeys', () => {
  let product: SharedProduct;
  let browser: Browser;
  let bossCookies: string[];

  beforeAll(async () => {
    product = sharedProduct();
    browser = await launchBrowser();
    bossCookies = await signUpByApi(product, boss);
    // Following the confirmation link signs the listed address in, which makes it super_admin.
    await confirmEmail(product, boss.email);
    const olgaCookies = await signUpByApi(product, olga);
    // Three reviews of Olga from one address within a day: the third is flagged.
    for (const [index, reviewer] of reviewers.entries()) {
      const cookies = await signUpByApi(product, reviewer);
      const request = await call(product, olgaCookies, 'POST', '/api/review-requests', { reviewerEmail: reviewer.email, context: 'M/Y Aurora, 2025 season' });
      await call(product, cookies, 'POST', '/api/reviews', {
        reviewRequestId: request.id,
        revieweeId: request.requesterId,
        reviewerName: `${reviewer.firstName} Reviewer`,
        text: TEXTS[index],
        rating: 5,
        context: 'M/Y Aurora',
        skills: [],
        reviewerPosition: 'Bosun',
        reviewerVessel: 'M/Y Aurora',
        verificationMethod: 'email',
      });
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("finds a flagged review, reads its history, clears the flag with a note, changes a user's role, and sees it all in the audit log", async () => {
    const { context, page } = await newPage(browser);
    await useCookies(context, product, bossCookies);

    await withScreenshot(page, 'admin-suspicious', async () => {
      await page.goto(`${product.url}/admin-dashboard`);
      await page.getByText('Super Admin Access').waitFor();
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Admin' }).waitFor();
      await page.getByRole('tab', { name: 'Suspicious Reviews' }).click();
      const card = page.locator('.ant-card-small', { hasText: 'High Risk' });
      await card.getByText('3 reviews of the same person from one IP address', { exact: false }).waitFor();
      expect(await card.count()).toBe(1);

      await card.getByRole('button', { name: 'History' }).click();
      const drawer = page.locator('.ant-drawer', { hasText: 'Review History' });
      await drawer.getByText('Review requested').waitFor();
      await drawer.getByText('Flagged as suspicious').waitFor();
      await drawer.getByText('Olga Owner').first().waitFor();
      await drawer.getByRole('button', { name: /close/i }).click();
      await drawer.waitFor({ state: 'hidden' });

      await card.getByRole('button', { name: 'Clear Flag' }).click();
      const dialog = page.locator('.ant-modal', { hasText: 'The flag was unfounded' });
      await dialog.getByLabel('Note').fill('Three shipmates wrote from the crew mess on one connection.');
      await dialog.getByRole('button', { name: 'Clear Flag' }).click();
      await toast(page, 'Flag cleared').waitFor();
      await page.getByText('No Suspicious Reviews').waitFor();
    });

    await withScreenshot(page, 'admin-role-change', async () => {
      await page.getByRole('tab', { name: 'User Management' }).click();
      await page.getByLabel('Search users by name or email').fill(olga.email);
      const row = page.locator('tr', { hasText: olga.email });
      // The list narrows to Olga once the server has answered the search.
      await page.locator('tbody tr.ant-table-row').nth(1).waitFor({ state: 'detached' });
      await row.waitFor();
      await chooseOption(page, row, `Role of ${olga.email}`, 'Employer');
      await toast(page, 'User role updated successfully').waitFor();

      await page.getByRole('tab', { name: 'Audit Log' }).click();
      const log = page.locator('.ant-table', { hasText: 'Changed account type' });
      await log.getByText('crew → employer').waitFor();
      await log.getByText('Cleared a flag').waitFor();
      await log.getByText('Note: Three shipmates wrote from the crew mess on one connection.').waitFor();
    });

    // Olga's next request sees her new account type.
    await context.close();
  });
});
