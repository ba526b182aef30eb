import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, chooseOption, confirmEmail, signUpByApi, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const marina = { firstName: 'Marina', lastName: `Vasquez${stamp}`, email: `e2e.search.marina.${stamp}@example.com` };
const agency = { firstName: 'Aldo', lastName: 'Agent', email: `e2e.search.agency.${stamp}@example.com` };
const tomas = { firstName: 'Tomas', lastName: `Reviewer${stamp}`, email: `e2e.search.tomas.${stamp}@example.com` };
const REVIEW_TEXT = 'Marina ran a calm bridge watch and trained every new officer herself.';

describe('crew search journeys', () => {
  const suite = setUpJourneys();
  let marinaCookies: string[];
  let agencyCookies: string[];

  beforeAll(async () => {
    marinaCookies = await signUpByApi(suite.product, marina);
    await call(suite.product, marinaCookies, 'PATCH', '/api/user/profile', {
      searchable: true,
      position: 'Chief Officer',
      rank: 'chief-officer',
      location: 'Palma de Mallorca',
      experienceYears: 9,
      availability: 'available',
      bio: 'Chief Officer on 60 m motor yachts; calm bridge, tidy paperwork.',
      stcwEndorsements: ['chief-mate', 'pst', 'fpff'],
      mcaCertificates: ['mca-chief-mate-unlimited'],
      // A long free-text name: its chip must wrap on a phone, not push the page sideways.
      certifications: ['Certificate of Proficiency in Designated Security Duties and Ship Security Awareness Refresher'],
    });
    // Her Personal Survival Techniques is in date, so 'valid certificates only' keeps her.
    const expiryDate = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await call(suite.product, marinaCookies, 'PUT', '/api/certifications/wallet/certificate', { key: 'stcwEndorsements:pst', expiryDate });
    // Her MCA Chief Mate runs out in a month: still valid for the filter, tagged on her profile.
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await call(suite.product, marinaCookies, 'PUT', '/api/certifications/wallet/certificate', { key: 'mcaCertificates:mca-chief-mate-unlimited', expiryDate: soon });
    // A colleague's review from his confirmed address: verified, and confirmed by her, so employers read it.
    const tomasCookies = await signUpByApi(suite.product, tomas);
    await confirmEmail(suite.product, tomas.email);
    const request = await call(suite.product, marinaCookies, 'POST', '/api/review-requests', { reviewerEmail: tomas.email, context: 'M/Y Aurora, 2025 season' });
    const written = await call(suite.product, tomasCookies, 'POST', '/api/reviews', {
      reviewRequestId: request.id,
      revieweeId: request.requesterId,
      reviewerName: `Tomas ${tomas.lastName}`,
      text: REVIEW_TEXT,
      rating: 5,
      context: 'M/Y Aurora',
      skills: [],
      reviewerPosition: 'Captain',
      reviewerVessel: 'M/Y Aurora',
      verificationMethod: 'email',
    });
    await call(suite.product, marinaCookies, 'PATCH', `/api/reviews/${written.id}`, { status: 'confirmed' });
    agencyCookies = await signUpByApi(suite.product, agency);
    // Contacting crew and ordering reports need a confirmed email (DESIGN.md, "Companies").
    await confirmEmail(suite.product, agency.email);
    await call(suite.product, agencyCookies, 'POST', '/api/user/upgrade-employer', { companyName: `Harbour Crew ${stamp}`, companyType: 'recruitment_agency' });
    await call(suite.product, agencyCookies, 'POST', '/api/test/activate-subscription', { planId: 'professional' });
    // The directory is kept from the profile's and the wallet's events: wait until it lists her with both.
    for (let i = 0; i < 100; i++) {
      const found = await call(suite.product, agencyCookies, 'GET', `/api/search/crew?query=${marina.lastName}&validCertificatesOnly=true`);
      if (found.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  it('an agency finds a crew member by name and by filters, opens the profile and contacts her; she accepts; the agency sees her email, orders a report and checks the PDF', async () => {
    const employer = await newPage(suite.browser);
    await useCookies(employer.context, suite.product, agencyCookies);
    const page = employer.page;
    const card = page.locator('[data-testid="crew-card"]', { hasText: `Marina ${marina.lastName}` });

    await withScreenshot(page, 'search-by-name', async () => {
      await page.goto(`${suite.product.url}/search`);
      await page.getByRole('heading', { name: 'Search Crew' }).waitFor();
      await page.getByLabel('Search crew').fill(marina.lastName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      // The previous results stay (dimmed) until the new ones come: wait for the new count.
      await page.getByTestId('result-count').getByText('1 crew member found').waitFor();
      await card.waitFor();
      expect(await page.locator('[data-testid="crew-card"]').count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('query')).toBe(marina.lastName);
      await card.getByText('Palma de Mallorca').waitFor();
      await card.getByText('9 years experience').waitFor();
      await expectAccessible(page, 'search');
    });

    await withScreenshot(page, 'search-by-filters', async () => {
      await page.getByLabel('Search crew').fill('');
      await page.getByText('Filters', { exact: true }).click();
      await chooseOption(page, page.locator('form'), 'Position', 'Chief Officer');
      await page.getByLabel('Location').fill('palma');
      await page.getByRole('checkbox', { name: 'Valid certificates only' }).check();
      const filtered = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return (
          url.pathname === '/api/search/crew' &&
          url.searchParams.get('position') === 'chief-officer' &&
          url.searchParams.get('location') === 'palma' &&
          url.searchParams.get('validCertificatesOnly') === 'true' &&
          !url.searchParams.get('query')
        );
      });
      // Enter in the search box runs the search (a keyboard user's way, free of panel animations).
      await page.getByLabel('Search crew').press('Enter');
      // The answer to exactly these filters lists her (among other Chief Officers in Palma, if any).
      expect((await (await filtered).json()).map((c: { lastName: string }) => c.lastName)).toContain(marina.lastName);
      await card.waitFor();
    });

    await withScreenshot(page, 'search-profile-and-contact', async () => {
      await card.getByRole('button', { name: 'View Profile' }).click();
      const dialog = page.getByRole('dialog', { name: `Marina ${marina.lastName}` });
      await dialog.getByText('Calm bridge, tidy paperwork.', { exact: false }).waitFor();
      await dialog.getByText('UK MCA').waitFor();
      // What the employer pays for: the verified review itself, with who wrote it.
      await dialog.getByText(REVIEW_TEXT).waitFor();
      await dialog.getByText(`Tomas ${tomas.lastName}`, { exact: false }).first().waitFor();
      await expectAccessible(page, 'crew profile dialog');
      await dialog.getByRole('button', { name: /Contact/ }).click();
      // The employer writes the first message, and sees what it uses before sending.
      const form = page.getByRole('dialog', { name: 'Contact crew member' });
      await form.getByText('Uses 1 of 20 messages this month (20 left)', { exact: false }).waitFor();
      await form.getByLabel('Position').fill('Chief Officer');
      await form.getByLabel(/^Vessel/).fill('M/Y Aurora (62 m)');
      await form.getByLabel(/^Dates or rotation/).fill('From March, rotation 10/10');
      await expectAccessible(page, 'contact form');
      await form.getByRole('button', { name: 'Send request' }).click();
      await toast(page, 'Contact Request Sent').waitFor();
      await dialog.getByRole('button', { name: /Request pending/ }).waitFor();
    });

    await withScreenshot(page, 'contact-not-charged-twice', async () => {
      // After a reload the button still knows, and a second request is refused without a charge.
      await page.reload();
      await page.getByLabel('Search crew').fill(marina.lastName);
      await page.getByLabel('Search crew').press('Enter');
      await card.getByRole('button', { name: /Request pending/ }).waitFor();
      const [found] = await call(suite.product, agencyCookies, 'GET', `/api/search/crew?query=${marina.lastName}`);
      await expect(call(suite.product, agencyCookies, 'POST', '/api/contact-requests', { crewId: found.id, message: 'Hello again' })).rejects.toThrow(
        /409 .*You already have a pending contact request to this crew member/,
      );
      const info = await call(suite.product, agencyCookies, 'GET', '/api/user/subscription');
      expect(info.limits.features.find((f: { feature: string }) => f.feature === 'message').used).toBe(1);
    });

    const crew = await newPage(suite.browser);
    await useCookies(crew.context, suite.product, marinaCookies);
    await withScreenshot(crew.page, 'crew-accepts-contact', async () => {
      await crew.page.goto(suite.product.url);
      const request = crew.page.getByRole('listitem', { name: `Contact request from Harbour Crew ${stamp}` });
      await request.getByText('Recruitment Agency').waitFor();
      // Nobody has checked this agency yet: crew do not take its name on trust.
      await request.getByText('Unverified company').waitFor();
      await expectAccessible(crew.page, 'dashboard with a contact request');
      await request.getByText('Chief Officer · M/Y Aurora (62 m) · From March, rotation 10/10').waitFor();
      await request.getByRole('button', { name: /Accept/ }).click();
      await toast(crew.page, 'Contact request accepted').waitFor();
      await request.getByText('Accepted').waitFor();
    });

    await withScreenshot(page, 'agency-sees-email-and-writes', async () => {
      await page.goto(`${suite.product.url}/employer`);
      await page.getByRole('tab', { name: 'Contacts' }).click();
      const contact = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem', { name: `Marina ${marina.lastName}` });
      await contact.getByRole('link', { name: new RegExp(marina.email.replace(/[.+]/g, '\\$&')) }).waitFor();
      await contact.getByText('Accepted').waitFor();
      await expectAccessible(page, 'employer: contacts');
      await contact.getByRole('link', { name: `Marina ${marina.lastName}` }).click();
      await page.getByRole('heading', { level: 1, name: `Conversation with Marina ${marina.lastName}` }).waitFor();
      await page.getByLabel('Your message').fill('Thank you! Could you join in March?');
      await page.getByRole('button', { name: /Send message/ }).click();
      await page.getByRole('list', { name: 'Messages' }).getByText('Could you join in March?').waitFor();
      await expectAccessible(page, 'conversation');
    });

    await withScreenshot(crew.page, 'crew-replies', async () => {
      await crew.page.getByRole('listitem', { name: `Contact request from Harbour Crew ${stamp}` }).getByRole('link', { name: 'Open conversation' }).click();
      const thread = crew.page.getByRole('list', { name: 'Messages' });
      await thread.getByText('Could you join in March?').waitFor();
      await crew.page.getByLabel('Your message').fill('Yes, March works for me.');
      await crew.page.getByRole('button', { name: /Send message/ }).click();
      await thread.getByText('Yes, March works for me.').waitFor();
    });

    let reportPath = '';
    await withScreenshot(page, 'agency-orders-report', async () => {
      await page.goto(`${suite.product.url}/search`);
      await page.getByLabel('Search crew').fill(marina.lastName);
      await page.getByLabel('Search crew').press('Enter');
      await card.getByRole('button', { name: 'View Profile' }).click();
      const dialog = page.getByRole('dialog', { name: `Marina ${marina.lastName}` });
      await dialog.getByRole('button', { name: /Verify/ }).click();
      // What the report holds is said before it is ordered.
      const order = page.getByRole('dialog', { name: 'Order a profile verification report?' });
      await order.getByRole('list', { name: 'The report includes' }).waitFor();
      await order.getByRole('button', { name: 'Order report' }).click();
      await toast(page, 'Verification Report Requested').waitFor();
      await dialog.getByRole('button', { name: /Report Ordered/ }).waitFor();
    });

    await withScreenshot(page, 'agency-downloads-report', async () => {
      await page.goto(`${suite.product.url}/employer`);
      await page.getByRole('tab', { name: 'Reports' }).click();
      const report = page.getByRole('list', { name: 'Verification reports' }).getByRole('listitem', { name: `Report on Marina ${marina.lastName}` });
      // The list asks again while the worker builds the PDF.
      const download = report.getByRole('link', { name: /Download PDF/ });
      await download.waitFor({ timeout: 30_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      reportPath = join(mkdtempSync(join(tmpdir(), 'crew-report-')), file.suggestedFilename());
      await file.saveAs(reportPath);
      expect(readFileSync(reportPath).subarray(0, 5).toString()).toBe('%PDF-');
      await expectAccessible(page, 'employer: reports');
    });

    await withScreenshot(page, 'anyone-checks-report', async () => {
      // The QR code's page, opened by someone without an account.
      const visitor = await newPage(suite.browser);
      const reportId = /verification-report-([0-9a-f-]{36})\.pdf$/.exec(reportPath)![1];
      await visitor.page.goto(`${suite.product.url}/verify/${reportId}`);
      // Neutral until a copy is checked: the id being issued says nothing about the file in hand.
      await visitor.page.getByRole('heading', { name: 'Verification report', exact: true }).waitFor();
      await visitor.page.getByText(`Marina ${marina.lastName}`).waitFor();
      await visitor.page.getByText(`Harbour Crew ${stamp} (Recruitment Agency)`).waitFor();
      await visitor.page.getByText('Unverified company').waitFor();
      await visitor.page.locator('input[type="file"]').setInputFiles(reportPath);
      await visitor.page.getByText('This file is the report as issued.').waitFor();
      await visitor.page.getByRole('heading', { name: 'Genuine verification report' }).waitFor();
      await expectAccessible(visitor.page, 'verify report');
      await visitor.context.close();
    });
    await employer.context.close();
    await crew.context.close();
  });

  it('an agency on a phone opens the full profile page by its address: certifications by authority with validity, nothing wider than the screen', async () => {
    const phone = await newPage(suite.browser, { width: 390, height: 844 });
    await useCookies(phone.context, suite.product, agencyCookies);
    const [found] = await call(suite.product, agencyCookies, 'GET', `/api/search/crew?query=${marina.lastName}`);
    await withScreenshot(phone.page, 'crew-profile-page-phone', async () => {
      await phone.page.goto(`${suite.product.url}/search/crew/${found.id}`);
      await phone.page.getByRole('heading', { level: 1, name: `Marina ${marina.lastName}` }).waitFor();
      await phone.page.getByText('UK MCA').waitFor();
      await phone.page.getByText('Expires in 30 days').waitFor();
      await phone.page.getByText('Ship Security Awareness Refresher', { exact: false }).waitFor();
      await phone.page.getByText('Available Now').waitFor();
      // The same Contact and Verify buttons as the View Profile dialog; Contact knows she accepted, and shows her email.
      await phone.page.getByRole('button', { name: /Accepted/ }).waitFor();
      await phone.page.getByRole('link', { name: new RegExp(marina.email.replace(/[.+]/g, '\\$&')) }).waitFor();
      await phone.page.getByRole('button', { name: /Verify/ }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page, 'crew profile page on a phone');
    });
    await withScreenshot(phone.page, 'conversation-phone', async () => {
      // The button leads to the conversation: the thread reads on a phone without sideways scrolling.
      await phone.page.getByRole('button', { name: /Accepted/ }).click();
      await phone.page.getByRole('heading', { level: 1, name: `Conversation with Marina ${marina.lastName}` }).waitFor();
      await phone.page.getByRole('list', { name: 'Messages' }).getByText('Yes, March works for me.').waitFor();
      await phone.page.getByLabel('Your message').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page, 'conversation on a phone');
    });
    await phone.context.close();
  });
});
