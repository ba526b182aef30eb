import type { Locator, Page } from 'playwright-core';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, chooseOption, confirmEmail, noDialog, signUpByApi, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const nina = { firstName: 'Nina', lastName: 'Navigator', email: `e2e.nina.${stamp}@example.com` };
const sam = { firstName: 'Sam', lastName: 'Shipmate', email: `e2e.sam.${stamp}@example.com` };

/** The UTC day `days` from today, as the date inputs and the API write it. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fills a native date input (antd passes it through) the way a browser's picker would. */
const setDate = (field: Locator, day: string) => field.fill(day);

async function addService(page: Page, fields: { vessel: string; imo: string; flag: string; type: string; tonnage: string; rank: string; on: string; off: string }) {
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sea Service' });
  await dialog.waitFor();
  await dialog.getByLabel('Vessel name').fill(fields.vessel);
  await dialog.getByLabel('IMO number').fill(fields.imo);
  await dialog.getByLabel('Flag').fill(fields.flag);
  await chooseOption(page, dialog, 'Vessel type', fields.type);
  await dialog.getByLabel('Gross tonnage').fill(fields.tonnage);
  await chooseOption(page, dialog, 'Rank', fields.rank);
  await setDate(dialog.getByLabel('Sign-on date'), fields.on);
  await setDate(dialog.getByLabel('Sign-off date'), fields.off);
  return dialog;
}

describe('sea service journey', () => {
  const suite = setUpJourneys();

  it('a crew member records a certificate expiring in 20 days and two periods of service, gets the reminder, asks a shipmate with overlapping service for a review, and the public profile shows they served together', async () => {
    const ninaCookies = await signUpByApi(suite.product, nina);
    // Setup: the certification is on her profile (the profile form is another journey's subject).
    await call(suite.product, ninaCookies, 'PATCH', '/api/user/profile', { certifications: ['ENG1 Medical'] });
    const { page, context } = await newPage(suite.browser);
    await useCookies(context, suite.product, ninaCookies);
    const expiry = dayFrom(20);

    await withScreenshot(page, 'sea-service-certificate', async () => {
      await page.goto(`${suite.product.url}/profile`);
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      const wallet = page.getByRole('list', { name: 'Certificates' });
      await wallet.getByRole('button', { name: 'Edit details of ENG1 Medical' }).click();
      const dialog = page.getByRole('dialog', { name: 'Details of ENG1 Medical' });
      await setDate(dialog.getByLabel('Expiry date'), expiry);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Certificate saved').waitFor();
      await noDialog(page);
      await wallet.getByRole('listitem', { name: 'ENG1 Medical' }).getByText('Expires in 20 days').waitFor();
    });

    await withScreenshot(page, 'sea-service-periods', async () => {
      const seaService = page.locator('#sea-service');
      await seaService.getByText('No sea service recorded yet', { exact: false }).waitFor();
      // A mistyped IMO number is caught before anything is sent.
      let dialog = await addService(page, { vessel: 'M/Y Aurora', imo: '9074728', flag: 'Malta', type: 'Motor yacht', tonnage: '2450', rank: 'Second Officer', on: '2024-03-04', off: '2024-08-20' });
      await expectAccessible(page, 'add sea service dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Not a valid IMO number (check the 7 digits)').waitFor();
      await dialog.getByLabel('IMO number').fill('9074729');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Sea service saved').waitFor();
      await noDialog(page);

      // A second period overlapping the first is refused by the server, with its reason.
      dialog = await addService(page, { vessel: 'MV Nordic Star', imo: '9176187', flag: 'Norway', type: 'Container ship', tonnage: '40000', rank: 'Chief Officer', on: '2024-08-01', off: '2025-03-10' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      // Its dates written as the product writes dates, not as ISO days.
      await toast(page, 'Error').getByText('This period overlaps your service on M/Y Aurora (Mar 4, 2024 – Aug 20, 2024)', { exact: false }).waitFor();
      await setDate(dialog.getByLabel('Sign-on date'), '2025-01-10');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Sea service saved').getByText('Your service on MV Nordic Star is saved.').waitFor();
      await noDialog(page);

      const periods = page.getByRole('list', { name: 'Service periods' });
      await periods.getByRole('listitem', { name: 'MV Nordic Star, Jan 2025 – Mar 2025' }).waitFor();
      await periods.getByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' }).getByText('IMO 9074729 · Malta · Motor yacht · 2,450 GT').waitFor();
      await seaService.getByText('7 months (230 days)').waitFor();
      await expectAccessible(page, 'profile with sea service');
    });

    // The worker's reminder sweep (every few seconds in this run) mails the 30-day reminder.
    const reminder = await suite.product.smtp.waitFor(nina.email, /Your certificate ENG1 Medical expires in 20 days/, 30_000);
    const written = new Date(`${expiry}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(reminder.text).toContain(`expires in 20 days (${written})`);

    // The shipmate served on M/Y Aurora from May to December 2024 (setup through the API).
    const samCookies = await signUpByApi(suite.product, sam);
    await confirmEmail(suite.product, sam.email);
    await call(suite.product, samCookies, 'POST', '/api/sea-service/periods', {
      vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450, rank: 'chief-officer', signOnDate: '2024-05-15', signOffDate: '2024-12-01',
    });

    await withScreenshot(page, 'sea-service-request', async () => {
      await page.goto(suite.product.url);
      await page.getByRole('button', { name: 'Request Review', exact: false }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Request Review' });
      await dialog.getByLabel('Reviewer Email').fill(sam.email);
      await dialog.getByLabel('Work Context').fill('Second Officer on M/Y Aurora, 2024 season');
      await chooseOption(page, dialog, 'Sea Service', 'M/Y Aurora · Mar 2024 – Aug 2024');
      await expectAccessible(page, 'request review naming a period');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toast(page, 'Review requested').waitFor();
      await noDialog(page);
    });

    // The shipmate answers and confirms her service (setup through the API: the Write Review dialog has its own journey).
    const [incoming] = (await call(suite.product, samCookies, 'GET', '/api/incoming-review-requests')) as Array<{ id: string; servedTogether: unknown }>;
    expect(incoming.servedTogether).toEqual({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' });
    await call(suite.product, samCookies, 'POST', '/api/reviews', {
      reviewRequestId: incoming.id, revieweeId: (await call(suite.product, ninaCookies, 'GET', '/api/auth/user')).id, reviewerName: 'Sam Shipmate',
      text: 'Nina kept a careful bridge watch all season and trained the new deckhands with patience.', rating: 5, context: 'M/Y Aurora', skills: [],
      reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Aurora', verificationMethod: 'email', confirmService: true,
    });

    let shareUrl = '';
    await withScreenshot(page, 'sea-service-review', async () => {
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Reviews' }).click();
      await page.getByRole('tab', { name: 'Need Confirmation' }).click();
      const card = page.getByRole('article', { name: 'Review by Sam Shipmate' });
      await card.getByText('Served together on M/Y Aurora (May 2024 – Aug 2024)').waitFor();
      await card.getByText('Sea service confirmed').waitFor();
      await expectAccessible(page, 'reviews: served together');
      await card.getByRole('button', { name: 'Confirm Details' }).click();
      await toast(page, 'Review confirmed').waitFor();
      const link = (await call(suite.product, ninaCookies, 'POST', '/api/share-links', { purpose: 'Application for Chief Officer' })) as { url: string };
      shareUrl = link.url;
    });
    await context.close();

    const visitor = await newPage(suite.browser);
    await withScreenshot(visitor.page, 'sea-service-public-profile', async () => {
      // The public profile is a document the worker rebuilds from events: a moment after the change.
      for (let i = 0; ; i++) {
        await visitor.page.goto(shareUrl);
        await visitor.page.getByRole('heading', { name: 'Nina Navigator' }).waitFor();
        if ((await visitor.page.getByText('Served together on M/Y Aurora (May 2024 – Aug 2024)').count()) > 0) break;
        if (i > 20) throw new Error('The public profile never showed the review served together');
        await new Promise((r) => setTimeout(r, 500));
      }
      const service = visitor.page.getByRole('list', { name: 'Sea service' });
      await service.getByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' }).waitFor();
      await service.getByRole('listitem', { name: 'MV Nordic Star, Jan 2025 – Mar 2025' }).waitFor();
      await service.getByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' }).getByText('Confirmed by Sam Shipmate (May 2024 – Aug 2024)').waitFor();
      await visitor.page.getByText('7 months (230 days)').waitFor();
      await visitor.page.locator('dt', { hasText: /^Served Together$/ }).waitFor();
      await expectAccessible(visitor.page, 'public profile with sea service');
    });
    await visitor.context.close();

    // On a phone (375 px): the sea service card, its dialog and the public profile fit the screen.
    const phone = await newPage(suite.browser, { width: 375, height: 740 });
    await useCookies(phone.context, suite.product, ninaCookies);
    /** What sticks out to the right of the screen (on a phone: sideways scrolling). */
    const sideways = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((e) => `${e.tagName}.${e.className} ${(e as HTMLElement).innerText?.slice(0, 40)}`),
      );
    await withScreenshot(phone.page, 'sea-service-phone', async () => {
      await phone.page.goto(`${suite.product.url}/profile#sea-service`);
      await phone.page.getByRole('list', { name: 'Service periods' }).getByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' }).getByText('Confirmed by Sam Shipmate (May 2024 – Aug 2024)').waitFor();
      expect(await sideways(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'Edit service on M/Y Aurora' }).click();
      await phone.page.getByRole('dialog', { name: 'Service on M/Y Aurora' }).waitFor();
      await expectAccessible(phone.page, 'sea service dialog on a phone');
      expect(await sideways(phone.page)).toEqual([]);
      await phone.page.keyboard.press('Escape');
      await noDialog(phone.page);
      await phone.page.goto(shareUrl);
      await phone.page.getByRole('list', { name: 'Sea service' }).waitFor();
      expect(await sideways(phone.page)).toEqual([]);
      await expectAccessible(phone.page, 'public profile with sea service on a phone');
    });
    await phone.context.close();
  });
});
