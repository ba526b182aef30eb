import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, chooseOption, confirmEmail, signUpByApi, toast, useCookies } from '../support/api.js';
import { E2E_ADMIN_EMAIL } from '../support/product.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
// The run's one ADMIN_EMAILS address: confirming it makes this account super_admin.
const boss = { firstName: 'Bea', lastName: 'Boss', email: E2E_ADMIN_EMAIL };
const olga = { firstName: 'Olga', lastName: 'Owner', email: `e2e.admin.olga.${stamp}@example.com` };
const ana = { firstName: 'Ana', lastName: 'Reviewer', email: `e2e.admin.ana.${stamp}@example.com` };
const ben = { firstName: 'Ben', lastName: 'Leaving', email: `e2e.admin.ben.${stamp}@example.com` };
const DEVICE = 'crew.did';

describe('admin journeys', () => {
  const suite = setUpJourneys();
  let bossCookies: string[];

  beforeAll(async () => {
    bossCookies = await signUpByApi(suite.product, boss);
    // Following the confirmation link signs the listed address in, which makes it super_admin.
    await confirmEmail(suite.product, boss.email);
    const olgaCookies = await signUpByApi(suite.product, olga);
    await signUpByApi(suite.product, ben);
    // Ana writes her review from Olga's device (the same device cookie): that review is flagged.
    const olgaDevice = olgaCookies.find((c) => c.startsWith(`${DEVICE}=`))!;
    const anaCookies = (await signUpByApi(suite.product, ana)).filter((c) => !c.startsWith(`${DEVICE}=`));
    const request = await call(suite.product, olgaCookies, 'POST', '/api/review-requests', { reviewerEmail: ana.email, context: 'M/Y Aurora, 2025 season' });
    await call(suite.product, [...anaCookies, olgaDevice], 'POST', '/api/reviews', {
      reviewRequestId: request.id,
      revieweeId: request.requesterId,
      reviewerName: 'Ana Reviewer',
      text: 'Olga kept the bridge calm and the passage plans ready on every crossing.',
      rating: 5,
      context: 'M/Y Aurora',
      skills: [],
      reviewerPosition: 'Bosun',
      reviewerVessel: 'M/Y Aurora',
      verificationMethod: 'email',
    });
  }, 120_000);

  it("finds a review flagged for a shared device, reads its history, clears the flag with a note, changes a user's role, deletes a user after the confirmation, and sees it all in the audit log", async () => {
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, bossCookies);

    await withScreenshot(page, 'admin-suspicious', async () => {
      await page.goto(`${suite.product.url}/admin-dashboard`);
      await page.getByText('Super Admin Access').waitFor();
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Admin' }).waitFor();
      await page.getByRole('tab', { name: 'Suspicious Reviews' }).click();
      const card = page.locator('.ant-card-small', { hasText: 'High Risk' });
      await card.getByText('Reviewer and reviewee used the same device', { exact: false }).waitFor();
      expect(await card.count()).toBe(1);
      await expectAccessible(page, 'admin: suspicious reviews');

      await card.getByRole('button', { name: 'History' }).click();
      const drawer = page.locator('.ant-drawer', { hasText: 'Review History' });
      await drawer.getByText('Review requested').waitFor();
      await drawer.getByText('Flagged as suspicious').waitFor();
      await drawer.getByText('Olga Owner').first().waitFor();
      await expectAccessible(page, 'admin: review history');
      await drawer.getByRole('button', { name: /close/i }).click();
      await drawer.waitFor({ state: 'hidden' });

      await card.getByRole('button', { name: 'Clear Flag' }).click();
      const dialog = page.locator('.ant-modal', { hasText: 'The flag was unfounded' });
      await dialog.getByLabel('Note').fill('Shipmates who shared one laptop on board.');
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
      await expectAccessible(page, 'admin: user management');
      await chooseOption(page, row, `Role of ${olga.email}`, 'Employer');
      await toast(page, 'User role updated successfully').waitFor();

      // Deleting asks first, with the spec's words.
      await page.getByLabel('Search users by name or email').fill(ben.email);
      const benRow = page.locator('tr', { hasText: ben.email });
      await page.locator('tbody tr.ant-table-row', { hasText: olga.email }).waitFor({ state: 'detached' });
      await benRow.getByRole('button', { name: `Delete ${ben.email}` }).click();
      const confirm = page.locator('.ant-popover', { hasText: `Delete user ${ben.email}? This action cannot be undone.` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'User deleted successfully').waitFor();
      await benRow.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Audit Log' }).click();
      const log = page.locator('.ant-table', { hasText: 'Changed account type' });
      await log.getByText('Crew → Employer').waitFor();
      await log.getByText('Cleared a flag').waitFor();
      await log.getByText('Deleted account').waitFor();
      await log.getByText('Note: Shipmates who shared one laptop on board.').waitFor();
      await expectAccessible(page, 'admin: audit log');
    });

    // Olga's next request sees her new account type.
    await context.close();
  });

  it("filters the audit log from the address, exports it, and opens a person's page from it, at desktop and phone widths", async () => {
    const { context, page } = await newPage(suite.browser);
    await useCookies(context, suite.product, bossCookies);

    const detailUrl = await withScreenshot(page, 'admin-audit-filters', async () => {
      // A filtered view is a link: loading it shows only role changes, and a reload keeps it.
      await page.goto(`${suite.product.url}/admin-dashboard?tab=audit&action=user.role-changed`);
      await page.getByRole('tab', { name: 'Audit Log', selected: true }).waitFor();
      const log = page.locator('.ant-table', { hasText: 'Changed account type' });
      await log.waitFor();
      expect(await log.getByText('Cleared a flag').count()).toBe(0);
      await page.reload();
      await log.getByText('Crew → Employer').waitFor();
      expect(await page.getByText('Deleted account').count()).toBe(0);
      await expectAccessible(page, 'admin: filtered audit log');

      // The export holds the same entries, in a dated file.
      const href = (await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href'))!;
      expect(href).toBe('/api/admin/audit-log.csv?action=user.role-changed&kind=admin');
      const file = await page.request.get(`${suite.product.url}${href}`);
      expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = await file.text();
      expect(text).toContain('Changed account type');
      expect(text).not.toContain('Cleared a flag');

      // The person the action was on opens their page.
      await log.getByRole('link', { name: 'Olga Owner' }).click();
      await page.getByRole('heading', { level: 1, name: 'Olga Owner' }).waitFor();
      return page.url();
    });

    await withScreenshot(page, 'admin-user-detail', async () => {
      const decisions = page.locator('.ant-card', { has: page.getByRole('heading', { name: /^Flags and decisions/ }) });
      // Raised by the fraud rules at submission, not by the reviewer who submitted.
      await decisions.locator('li', { hasText: 'Flagged as suspicious' }).getByText('by the system').waitFor();
      await decisions.getByText('Flag cleared by an admin').waitFor();
      await decisions.getByText('Changed account type').waitFor();
      const received = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Reviews received (1)' }) });
      await received.getByRole('link', { name: 'Ana Reviewer' }).waitFor();
      // Ana wrote her review on Olga's device: the device rule's evidence, as the page shows it.
      const sightings = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Sign-ins: addresses and devices' }) });
      await sightings.getByRole('link', { name: 'Ana Reviewer' }).first().waitFor();
      await expectAccessible(page, 'admin: user detail');

      await received.getByRole('button', { name: /^History of the review/ }).click();
      const drawer = page.locator('.ant-drawer', { hasText: 'Review History' });
      await drawer.getByText('Flag cleared by an admin').waitFor();
      await drawer.getByRole('button', { name: /close/i }).click();
      await drawer.waitFor({ state: 'hidden' });
    });
    await context.close();

    const phone = await newPage(suite.browser, { width: 390, height: 844 });
    await useCookies(phone.context, suite.product, bossCookies);
    await withScreenshot(phone.page, 'admin-user-detail-phone', async () => {
      await phone.page.goto(detailUrl);
      await phone.page.getByRole('heading', { level: 1, name: 'Olga Owner' }).waitFor();
      await phone.page.getByRole('heading', { name: 'Sign-ins: addresses and devices' }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page, 'admin: user detail on a phone');

      await phone.page.goto(`${suite.product.url}/admin-dashboard?tab=audit`);
      // On a phone each entry is a block of label and value, not a table row scrolled sideways.
      await phone.page.getByRole('list', { name: 'Audit log entries, newest first' }).getByText('Changed account type').first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page, 'admin: audit log on a phone');
    });
    await phone.context.close();
  });
});
