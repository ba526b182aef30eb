import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { addAuthenticatorByApi, call, chooseOption, confirmEmail, signUpByApi, toast, useCookies } from '../support/api.js';
import { E2E_ADMIN_EMAIL } from '../support/product.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
// The run's one ADMIN_EMAILS address: confirming it makes this account super_admin.
const boss = { firstName: 'Bea', lastName: 'Boss', email: E2E_ADMIN_EMAIL };
const olga = { firstName: 'Olga', lastName: 'Owner', email: `e2e.admin.olga.${stamp}@example.com` };
const ana = { firstName: 'Ana', lastName: 'Reviewer', email: `e2e.admin.ana.${stamp}@example.com` };
const ben = { firstName: 'Ben', lastName: 'Leaving', email: `e2e.admin.ben.${stamp}@example.com` };
const sid = { firstName: 'Sid', lastName: 'Suspect', email: `e2e.admin.sid.${stamp}@example.com` };
const pia = { firstName: 'Pia', lastName: 'Purser', email: `e2e.admin.pia.${stamp}@example.com` };
const quinn = { firstName: 'Quinn', lastName: 'Quartermaster', email: `e2e.admin.quinn.${stamp}@example.com` };
const ivy = { firstName: 'Ivy', lastName: 'Inspector', email: `e2e.admin.ivy.${stamp}@example.com` };
const nora = { firstName: 'Nora', lastName: 'Navigator', email: `e2e.admin.nora.${stamp}@example.com` };
const rui = { firstName: 'Rui', lastName: 'Reviewer', email: `e2e.admin.rui.${stamp}@example.com` };
const DEVICE = 'crew.did';

describe('admin journeys', () => {
  const suite = setUpJourneys();
  let bossCookies: string[];
  let piaCookies: string[];
  let ivyCookies: string[];
  let piaReviewId: string;
  let olgaId: string;

  beforeAll(async () => {
    bossCookies = await signUpByApi(suite.product, boss);
    // Following the confirmation link signs the listed address in, which makes it super_admin;
    // an admin level acts only in a session that passed a second factor.
    await confirmEmail(suite.product, boss.email);
    await addAuthenticatorByApi(suite.product, bossCookies);
    const olgaCookies = await signUpByApi(suite.product, olga);
    await signUpByApi(suite.product, ben);
    const sidCookies = (await signUpByApi(suite.product, sid)).filter((c) => !c.startsWith(`${DEVICE}=`));
    // Ana writes her review from Olga's device (the same device cookie): that review is flagged.
    const olgaDevice = olgaCookies.find((c) => c.startsWith(`${DEVICE}=`))!;
    const anaCookies = (await signUpByApi(suite.product, ana)).filter((c) => !c.startsWith(`${DEVICE}=`));
    const request = await call(suite.product, olgaCookies, 'POST', '/api/review-requests', { reviewerEmail: ana.email, context: 'M/Y Aurora, 2025 season' });
    olgaId = request.requesterId;
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
    // A second review for the queue: not flagged, verified later in bulk with the first.
    const second = await call(suite.product, olgaCookies, 'POST', '/api/review-requests', { reviewerEmail: sid.email, context: 'M/Y Aurora, 2024 season' });
    await call(suite.product, sidCookies, 'POST', '/api/reviews', {
      reviewRequestId: second.id,
      revieweeId: second.requesterId,
      reviewerName: 'Sid Suspect',
      text: 'Olga ran the deck crew with patience and planned every tender run.',
      rating: 4,
      context: 'M/Y Aurora',
      skills: [],
      reviewerPosition: 'Deckhand',
      reviewerVessel: 'M/Y Aurora',
      verificationMethod: 'email',
    });
    // For the dispute: Quinn reviews Pia; a second admin, Ivy, decides disputes of Bea's decisions.
    piaCookies = await signUpByApi(suite.product, pia);
    const quinnCookies = await signUpByApi(suite.product, quinn);
    const forPia = await call(suite.product, piaCookies, 'POST', '/api/review-requests', { reviewerEmail: quinn.email, context: 'S/Y Lumen, 2025 season' });
    piaReviewId = (
      await call(suite.product, quinnCookies, 'POST', '/api/reviews', {
        reviewRequestId: forPia.id,
        revieweeId: forPia.requesterId,
        reviewerName: 'Quinn Quartermaster',
        text: 'Pia ran the interior with care and kept every guest happy through a long season.',
        rating: 5,
        context: 'S/Y Lumen',
        skills: [],
        reviewerPosition: 'Chief Officer',
        reviewerVessel: 'S/Y Lumen',
        verificationMethod: 'email',
      })
    ).id;
    ivyCookies = await signUpByApi(suite.product, ivy);
    const ivyId = (await call(suite.product, ivyCookies, 'GET', '/api/auth/user')).id;
    await call(suite.product, bossCookies, 'PATCH', `/api/admin/users/${ivyId}/admin-level`, { adminLevel: 'admin', reason: { category: 'other', note: 'Decides disputes of my decisions.' } });
    await addAuthenticatorByApi(suite.product, ivyCookies);
  }, 120_000);

  it("finds a review flagged for a shared device, reads its history, clears the flag with a reason, changes a user's role, deletes a user after the confirmation and a reason, and sees it all in the audit log", async () => {
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
      // 'Confirmed genuine' is suggested; the admin says what they checked.
      await dialog.getByLabel('Note').fill('Shipmates who shared one laptop on board.');
      await expectAccessible(page, 'admin: decision with a reason');
      await dialog.getByRole('button', { name: 'Clear Flag' }).click();
      await toast(page, 'Flag cleared').waitFor();
      await page.getByText('No Suspicious Reviews').waitFor();
    });

    await withScreenshot(page, 'admin-bulk', async () => {
      // The queue narrowed to Olga's reviews by a linked URL, then by reviewer as typed (kept in the URL too);
      // then both of hers verified with one reason.
      await page.goto(`${suite.product.url}/admin-dashboard?tab=reviews&revieweeId=${olgaId}`);
      await page.getByText('2 reviews', { exact: true }).waitFor();
      await page.getByLabel('Reviewer name or email').fill(`ana.${stamp}`);
      await page.getByLabel('Reviewer name or email').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('reviewer') === `ana.${stamp}`);
      await page.getByText('1 review', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.goto(`${suite.product.url}/admin-dashboard?tab=reviews&revieweeId=${olgaId}`);
      await page.getByText('2 reviews', { exact: true }).waitFor();
      await page.getByText('Flag cleared by Bea Boss', { exact: false }).waitFor();
      await page.getByText('Select all on this page').click();
      const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await toolbar.getByText('2 selected').waitFor();
      await toolbar.getByRole('button', { name: 'Verify' }).click();
      const dialog = page.locator('.ant-modal', { hasText: 'Verify reviews' });
      await dialog.getByLabel('Note').fill('Both confirmed by the captain of M/Y Aurora.');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await toast(page, '2 reviews updated').waitFor();
      await page.getByText('Verified by Bea Boss', { exact: false }).first().waitFor();
      await expectAccessible(page, 'admin: filtered queue');
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

      // Suspending asks for a reason, then marks the account.
      await page.getByLabel('Search users by name or email').fill(sid.email);
      const sidRow = page.locator('tr', { hasText: sid.email });
      await page.locator('tbody tr.ant-table-row', { hasText: olga.email }).waitFor({ state: 'detached' });
      await sidRow.getByRole('button', { name: `Suspend ${sid.email}` }).click();
      const suspend = page.locator('.ant-modal', { hasText: 'Suspend account' });
      await chooseOption(page, suspend, 'Reason', 'Fake or impersonated account');
      await suspend.getByLabel('Note').fill('Signed up from the same device as a flagged reviewer.');
      await suspend.getByRole('button', { name: 'Suspend' }).click();
      await toast(page, 'Account suspended').waitFor();
      await sidRow.getByText('Suspended since', { exact: false }).waitFor();

      // Deleting asks first, with the spec's words.
      await page.getByLabel('Search users by name or email').fill(ben.email);
      const benRow = page.locator('tr', { hasText: ben.email });
      await page.locator('tbody tr.ant-table-row', { hasText: olga.email }).waitFor({ state: 'detached' });
      await benRow.getByRole('button', { name: `Delete ${ben.email}` }).click();
      const confirm = page.locator('.ant-modal', { hasText: `Delete user ${ben.email}? This action cannot be undone.` });
      await chooseOption(page, confirm, 'Reason', 'Fake or impersonated account');
      await confirm.getByLabel('Note').fill('Two reports and no vessel history at all.');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'User deleted successfully').waitFor();
      await benRow.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Audit Log' }).click();
      const log = page.locator('.ant-table', { hasText: 'Changed account type' });
      await log.getByText('Crew → Employer').waitFor();
      await log.getByText('Cleared a flag').waitFor();
      await log.getByText('Deleted account').waitFor();
      await log.getByText('Shipmates who shared one laptop on board.', { exact: false }).waitFor();
      await log.getByText('Two reports and no vessel history at all.', { exact: false }).waitFor();
      await log.getByText('Fake or impersonated account', { exact: false }).first().waitFor();
      await log.getByText('Suspended account').waitFor();
      await expectAccessible(page, 'admin: audit log');
    });

    await withScreenshot(page, 'admin-phone', async () => {
      // On a phone the lists are stacked cards: nothing scrolls sideways, and every screen passes axe.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${suite.product.url}/admin-dashboard`);
      await page.getByLabel('Search users by name or email').fill(sid.email);
      await page.getByRole('list', { name: 'Users' }).getByText(sid.email).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'admin: users on a phone');
      await page.goto(`${suite.product.url}/admin-dashboard?tab=reviews&revieweeId=${olgaId}`);
      await page.getByText('2 reviews', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'admin: reviews on a phone');
    });

    // Olga's next request sees her new account type.
    await context.close();
  });

  it('tells a person their review was removed; they dispute it, and another admin overturns the removal', async () => {
    await call(suite.product, bossCookies, 'DELETE', `/api/admin/reviews/${piaReviewId}`, { reason: { category: 'spam', note: 'Looked like a copied template.' } });
    const mail = await suite.product.smtp.waitFor(pia.email, /A review about you was removed/);
    expect(mail.text).toContain('Reason: Spam.');

    const crew = await newPage(suite.browser);
    await useCookies(crew.context, suite.product, piaCookies);
    await withScreenshot(crew.page, 'dispute-open', async () => {
      await crew.page.goto(`${suite.product.url}/disputes/${piaReviewId}`);
      await crew.page.getByText('An administrator removed a review about you on', { exact: false }).waitFor();
      await expectAccessible(crew.page, 'dispute');
      await crew.page.getByLabel('Why do you think the decision is wrong?').fill('Quinn and I served together on S/Y Lumen all of 2025; the captain can confirm it.');
      await crew.page.getByRole('button', { name: 'Send dispute' }).click();
      await crew.page.getByText('Your dispute is with another administrator', { exact: false }).waitFor();
      await crew.page.setViewportSize({ width: 375, height: 800 });
      await crew.page.reload();
      await crew.page.getByText('Your dispute is with another administrator', { exact: false }).waitFor();
      expect(await crew.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(crew.page, 'dispute on a phone');
    });
    await crew.context.close();

    const admin = await newPage(suite.browser);
    await useCookies(admin.context, suite.product, ivyCookies);
    await withScreenshot(admin.page, 'dispute-decide', async () => {
      await admin.page.goto(`${suite.product.url}/admin-dashboard?tab=disputes`);
      const card = admin.page.getByRole('listitem', { name: 'Dispute by Pia Purser' });
      await card.getByText('Quinn and I served together', { exact: false }).waitFor();
      await expectAccessible(admin.page, 'admin: disputes');
      await card.getByRole('button', { name: 'Overturn' }).click();
      const dialog = admin.page.locator('.ant-modal', { hasText: 'Overturn the decision' });
      await dialog.getByLabel('Note').fill('The captain of S/Y Lumen confirmed they served together.');
      await dialog.getByRole('button', { name: 'Overturn' }).click();
      await toast(admin.page, 'Decision overturned').waitFor();
      await admin.page.getByText('No open disputes').waitFor();
    });
    await admin.context.close();

    // The review is back, and both were told.
    expect((await call(suite.product, piaCookies, 'GET', '/api/reviews')).map((r: { id: string }) => r.id)).toContain(piaReviewId);
    expect((await suite.product.smtp.waitFor(pia.email, /Your dispute was decided/)).text).toContain('the decision was reversed');
    await suite.product.smtp.waitFor(quinn.email, /A dispute about a review was decided/);
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
      const received = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Reviews received (2)' }) });
      await received.getByRole('link', { name: 'Ana Reviewer' }).waitFor();
      // Ana wrote her review on Olga's device (Sid his from his own): the device rule's evidence, as the page shows it.
      const sightings = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Sign-ins: addresses and devices' }) });
      await sightings.getByRole('link', { name: 'Ana Reviewer' }).first().waitFor();
      await expectAccessible(page, 'admin: user detail');

      await received.getByRole('button', { name: /^History of the review by Ana Reviewer/ }).click();
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
    await withScreenshot(phone.page, 'admin-system-phone', async () => {
      // The System tab: tables that scroll inside their cards, and a replay confirmed with a reason first, run by the worker, its progress shown.
      await phone.page.goto(`${suite.product.url}/admin-dashboard?tab=system`);
      const subscribers = phone.page.getByRole('region', { name: 'Subscribers' });
      await subscribers.getByText('moderation.audit-log').waitFor();
      await phone.page.getByRole('region', { name: 'Queues' }).getByText('integration-events').waitFor();
      await phone.page.getByRole('region', { name: 'Failed jobs' }).getByText('No failed jobs').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page, 'admin: system tab on a phone');
      await subscribers.getByRole('button', { name: 'Replay from the start: moderation.audit-log' }).click();
      const confirm = phone.page.getByRole('dialog', { name: 'Replay moderation.audit-log from the start?' });
      // The dialog fits the phone, and works from the keyboard: the reason has the focus, Enter sends it.
      await confirm.getByLabel('Reason').waitFor();
      await phone.page.waitForFunction(() => document.activeElement?.closest('.ant-form-item')?.textContent?.startsWith('Reason') === true);
      const box = (await confirm.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await phone.page.keyboard.type('Audit rows checked after the restore drill');
      await phone.page.keyboard.press('Enter');
      await toast(phone.page, 'Replay started').waitFor();
      await subscribers.getByText(/^Replayed [\d,]+ events/).waitFor({ timeout: 20_000 });
      await phone.page.goto(`${suite.product.url}/admin-dashboard?tab=audit&action=subscriber.replay-started`);
      await phone.page.getByRole('list', { name: 'Audit log entries, newest first' }).getByText('Started a subscriber replay').first().waitFor();
    });
    await phone.context.close();
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
      await card.getByRole('button', { name: 'Show more' }).waitFor();
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
