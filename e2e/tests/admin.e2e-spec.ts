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
const nora = { firstName: 'Nora', lastName: 'Navigator', email: `e2e.admin.nora.${stamp}@example.com` };
const rui = { firstName: 'Rui', lastName: 'Reviewer', email: `e2e.admin.rui.${stamp}@example.com` };
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
      await log.getByText('crew → employer').waitFor();
      await log.getByText('Cleared a flag').waitFor();
      await log.getByText('Deleted account').waitFor();
      await log.getByText('Note: Shipmates who shared one laptop on board.').waitFor();
      await expectAccessible(page, 'admin: audit log');
    });

    // Olga's next request sees her new account type.
    await context.close();
  });

  it("reads a flagged review's history on a phone, the fraud rules named as the flagger, and the Analytics charts with every week label inside them", async () => {
    // Rui writes from Nora's device, at length, so the card truncates the text behind a 'more' link.
    const noraCookies = await signUpByApi(suite.product, nora);
    const noraDevice = noraCookies.find((c) => c.startsWith(`${DEVICE}=`))!;
    const ruiCookies = (await signUpByApi(suite.product, rui)).filter((c) => !c.startsWith(`${DEVICE}=`));
    const request = await call(suite.product, noraCookies, 'POST', '/api/review-requests', { reviewerEmail: rui.email, context: 'M/Y Borealis, 2025 season' });
    await call(suite.product, [...ruiCookies, noraDevice], 'POST', '/api/reviews', {
      reviewRequestId: request.id,
      revieweeId: request.requesterId,
      reviewerName: 'Rui Reviewer',
      text: 'Nora ran a calm, careful bridge all season. '.repeat(8),
      rating: 4,
      context: 'M/Y Borealis',
      skills: [],
      reviewerPosition: 'Deckhand',
      reviewerVessel: 'M/Y Borealis',
      verificationMethod: 'email',
    });

    const { context, page } = await newPage(suite.browser, { width: 390, height: 844 });
    await useCookies(context, suite.product, bossCookies);
    await withScreenshot(page, 'admin-history-phone', async () => {
      await page.goto(`${suite.product.url}/admin-dashboard`);
      await page.getByRole('tab', { name: 'Suspicious Reviews' }).click();
      const card = page.locator('.ant-card-small', { hasText: 'Rui Reviewer → Nora Navigator' });
      await card.getByRole('button', { name: 'more' }).waitFor();
      await expectAccessible(page, 'admin: suspicious reviews on a phone');

      await card.getByRole('button', { name: 'History' }).click();
      const drawer = page.locator('.ant-drawer', { hasText: 'Review History' });
      const flagged = drawer.locator('.ant-timeline-item', { hasText: 'Flagged as suspicious' });
      await flagged.getByText('System (fraud rules)').waitFor();
      expect(await flagged.getByText('Rui Reviewer').count()).toBe(0);
      await drawer.locator('.ant-timeline-item', { hasText: 'Review submitted' }).getByText('4 of 5').waitFor();
      await expectAccessible(page, 'admin: review history on a phone');
      await drawer.getByRole('button', { name: /close/i }).click();
      await drawer.waitFor({ state: 'hidden' });
    });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await withScreenshot(page, `admin-analytics-${width}`, async () => {
        await page.getByRole('tab', { name: 'Analytics' }).click();
        await page.getByText('These groups overlap', { exact: false }).waitFor();
        for (const name of ['Sign-ups and reviews per week', 'Flags raised and cleared per week']) {
          const figure = page.getByRole('figure', { name });
          await figure.locator('.recharts-xAxis-tick-labels text').last().waitFor();
          // Measured once recharts has laid the axis out for this width (it re-renders after a resize).
          const measure = () =>
            figure.evaluate((el) => {
              const box = (el.querySelector('.recharts-wrapper > svg') as SVGElement).getBoundingClientRect();
              const ticks = Array.from(el.querySelectorAll('.recharts-xAxis-tick-labels text')).map((t) => {
                const r = t.getBoundingClientRect();
                return { text: t.textContent, left: r.left, right: r.right };
              });
              return { frame: { left: box.left, right: box.right }, labels: ticks };
            });
          let layout = await measure();
          for (let settled = false; !settled; ) {
            await page.waitForTimeout(150);
            const again = await measure();
            settled = JSON.stringify(again) === JSON.stringify(layout);
            layout = again;
          }
          // Every label inside the chart and clear of the next, the latest week last, as 'Nov 23'.
          const { frame, labels } = layout;
          expect(labels.length).toBeGreaterThanOrEqual(2);
          expect(labels.at(-1)!.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
          labels.forEach((label, i) => {
            expect(label.left).toBeGreaterThanOrEqual(frame.left);
            expect(label.right).toBeLessThanOrEqual(frame.right);
            if (i > 0) expect(label.left).toBeGreaterThan(labels[i - 1].right);
          });
        }
        await expectAccessible(page, `admin: analytics at ${width} px`);
      });
    }
    await context.close();
  });
});
