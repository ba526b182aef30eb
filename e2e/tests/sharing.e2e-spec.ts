import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { call, chooseOption, confirmEmail, noDialog, signUpByApi, stat, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const stamp = Date.now().toString(36);
const alex = { firstName: 'Alex', lastName: 'Morgan', email: `e2e.share.alex.${stamp}@example.com` };
const blake = { firstName: 'Blake', lastName: 'Harper', email: `e2e.share.blake.${stamp}@example.com` };
const REVIEW_TEXT = 'Alex ran the deck with quiet authority and kept the whole crew safe through a busy charter season.';

const linkRow = (page: Page, purpose: string) => page.getByRole('list', { name: 'Share links' }).getByRole('listitem', { name: purpose });

describe('sharing journeys', () => {
  const suite = setUpJourneys();
  let alexCookies: string[];

  beforeAll(async () => {
    alexCookies = await signUpByApi(suite.product, alex);
    const blakeCookies = await signUpByApi(suite.product, blake);
    await Promise.all([confirmEmail(suite.product, alex.email), confirmEmail(suite.product, blake.email)]);
    await call(suite.product, alexCookies, 'PATCH', '/api/user/profile', {
      position: 'Chief Officer',
      experience: '8 years on motor yachts',
      experienceYears: 8,
      rank: 'chief-officer',
      stcwEndorsements: ['chief-mate', 'pst', 'fpff'],
    });
    // His Fire Prevention and Fire Fighting certificate lapsed yesterday: Key Certifications mark it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await call(suite.product, alexCookies, 'PUT', '/api/certifications/wallet/certificate', { key: 'stcwEndorsements:fpff', expiryDate: yesterday });
    // One confirmed review from a verified colleague: publicly displayable.
    const request = await call(suite.product, alexCookies, 'POST', '/api/review-requests', { reviewerEmail: blake.email, context: 'M/Y Serenity, 2025 season' });
    const review = await call(suite.product, blakeCookies, 'POST', '/api/reviews', {
      reviewRequestId: request.id,
      revieweeId: request.requesterId,
      reviewerName: 'Blake Harper',
      text: REVIEW_TEXT,
      rating: 5,
      context: 'M/Y Serenity',
      skills: [],
      technicalSkills: 'excellent',
      workEthic: 'very-good',
      reviewerPosition: 'Bosun',
      reviewerVessel: 'M/Y Serenity',
      reviewerCompany: 'Blue Water Yachting',
      verificationMethod: 'email',
    });
    await call(suite.product, alexCookies, 'PATCH', `/api/reviews/${review.id}`, { status: 'confirmed' });
  }, 120_000);

  it('shares a summary and a full link, visitors see what each allows, views count, and a deleted link stops working', async () => {
    const a = await newPage(suite.browser);
    await useCookies(a.context, suite.product, alexCookies);
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    const page = a.page;
    let summaryUrl = '';
    let fullUrl = '';

    await withScreenshot(page, 'sharing-custom-link', async () => {
      await page.goto(suite.product.url);
      await page.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      await page.getByText('No active share links').waitFor();
      expect(await stat(page, 'Active Links').innerText()).toBe('0 active');

      await page.getByRole('button', { name: 'Custom Link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Profile' });
      await dialog.waitFor();
      await expectAccessible(page, 'share profile dialog');
      expect(await dialog.getByRole('radio', { name: /Full Access/ }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Generate Link' }).click();
      await toast(page, 'Missing information').getByText('Please specify the purpose for this share link').waitFor();
      await dialog.getByLabel('Purpose').fill('Crew agency application');
      await dialog.getByText('Summary Only').click();
      await chooseOption(page, dialog, 'Link Expiration', '14 days');
      await dialog.getByRole('button', { name: 'Generate Link' }).click();

      const generated = page.getByRole('dialog', { name: 'Share Link Generated' });
      await generated.waitFor();
      await toast(page, 'Share link created').waitFor();
      summaryUrl = await generated.getByLabel('Share link').inputValue();
      expect(summaryUrl).toMatch(new RegExp(`^${suite.product.url}/shared/[A-Za-z0-9_-]{43}$`));
      await generated.getByRole('button', { name: 'Copy' }).click();
      await toast(page, 'Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(summaryUrl);
      await generated.getByRole('button', { name: 'Done' }).click();
      await noDialog(page);
      // Keyboard users get their focus back on the button that started, not on the page body.
      await page.waitForFunction(() => document.activeElement?.textContent?.includes('Custom Link'));
      const row = linkRow(page, 'Crew agency application');
      await row.getByText('14 days left').waitFor();
      await row.getByText('0 views').waitFor();
      await row.getByText('Summary').waitFor();
      await expectAccessible(page, 'dashboard with a share link');
    });

    await withScreenshot(page, 'sharing-quick-share', async () => {
      await page.getByRole('button', { name: 'Quick Share' }).click();
      await toast(page, 'Link copied').getByText(/Share link created/).waitFor();
      fullUrl = await page.evaluate(() => navigator.clipboard.readText());
      expect(fullUrl).toMatch(new RegExp(`^${suite.product.url}/shared/[A-Za-z0-9_-]{43}$`));
      expect(fullUrl).not.toBe(summaryUrl);
      await linkRow(page, 'Professional Profile Share').getByText('30 days left').waitFor();
      await stat(page, 'Active Links').filter({ hasText: '2 active' }).waitFor();
      // Newest first.
      expect(await page.getByRole('list', { name: 'Share links' }).getByRole('listitem').first().getAttribute('aria-label')).toBe('Professional Profile Share');

      // The owner looking at their own link is not a view.
      await page.goto(fullUrl);
      await page.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
    });

    const summaryVisitor = await newPage(suite.browser);
    await withScreenshot(summaryVisitor.page, 'sharing-visitor-summary', async () => {
      const v = summaryVisitor.page;
      await v.goto(summaryUrl);
      await v.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
      // Signed out: the simple public header.
      await v.getByRole('link', { name: 'Sign In' }).waitFor();
      await v.getByText('Basic Profile View').waitFor();
      await v.getByText('Profile Statistics').waitFor();
      await v.getByText('Key Certifications').waitFor();
      await v.getByRole('listitem').filter({ hasText: 'Fire Prevention and Fire Fighting' }).getByText('Expired', { exact: true }).waitFor();
      await v.getByText('Verified Profile', { exact: true }).waitFor();
      expect(await v.getByText('Professional Reviews', { exact: true }).count()).toBe(0);
      expect(await v.getByText(REVIEW_TEXT).count()).toBe(0);
      expect(await v.title()).toBe('Alex Morgan - Crew Reviews');
      await expectAccessible(v, 'shared profile, summary');
    });
    await summaryVisitor.context.close();

    const fullVisitor = await newPage(suite.browser, { width: 375, height: 740 });
    await withScreenshot(fullVisitor.page, 'sharing-visitor-full', async () => {
      const v = fullVisitor.page;
      await v.goto(fullUrl);
      await v.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
      const reviews = v.getByRole('list', { name: 'Professional reviews' });
      await reviews.getByText(REVIEW_TEXT).waitFor();
      await reviews.getByText('Blake Harper').waitFor();
      await v.getByText('1 verified').waitFor();
      await v.getByText('8 years experience').first().waitFor();
      await v.getByText('Chief Mate (Ships of 3000 GT or More)').waitFor();
      expect(await v.getByText('Basic Profile View').count()).toBe(0);
      expect(await v.getByText(blake.email).count()).toBe(0);
      expect(await v.getByText('Blue Water Yachting').count()).toBe(0);
      expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The star rating is one image with a name, not a group of radio buttons inside an image.
      await v.getByRole('img', { name: 'Rated 5 out of 5 stars' }).waitFor();
      expect(await v.getByRole('radio').count()).toBe(0);
      await expectAccessible(v, 'shared profile, full, on a phone');
    });
    await fullVisitor.context.close();

    await withScreenshot(page, 'sharing-views-counted', async () => {
      await page.goto(suite.product.url);
      await page.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      await linkRow(page, 'Professional Profile Share').getByText('1 view', { exact: true }).waitFor();
      await linkRow(page, 'Crew agency application').getByText('1 view', { exact: true }).waitFor();
      expect(await stat(page, 'Profile Views').innerText()).toBe('2');
    });

    await withScreenshot(page, 'sharing-delete', async () => {
      await linkRow(page, 'Professional Profile Share').getByRole('button', { name: 'Delete link: Professional Profile Share' }).click();
      // Deleting asks first: the button sits beside Copy.
      await page.locator('.ant-popover', { hasText: 'Delete this share link?' }).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Link deleted').waitFor();
      await linkRow(page, 'Professional Profile Share').waitFor({ state: 'detached' });
      await stat(page, 'Active Links').filter({ hasText: '1 active' }).waitFor();
      // Past views still count as profile views.
      expect(await stat(page, 'Profile Views').innerText()).toBe('2');
    });

    const lateVisitor = await newPage(suite.browser);
    await withScreenshot(lateVisitor.page, 'sharing-deleted-link', async () => {
      await lateVisitor.page.goto(fullUrl);
      await lateVisitor.page.getByText('Profile Not Found').waitFor();
      await lateVisitor.page.getByText('This link may be invalid, expired, or the profile is no longer available for sharing.').waitFor();
      expect(await lateVisitor.page.getByText('Alex Morgan').count()).toBe(0);
      await expectAccessible(lateVisitor.page, 'shared profile not found');
    });
    await lateVisitor.context.close();

    // The older /profile/{token} form of a link still works: it lands on /shared/{token}.
    const legacyVisitor = await newPage(suite.browser);
    await withScreenshot(legacyVisitor.page, 'sharing-legacy-route', async () => {
      await legacyVisitor.page.goto(summaryUrl.replace('/shared/', '/profile/'));
      await legacyVisitor.page.waitForURL(summaryUrl);
      await legacyVisitor.page.getByText('Basic Profile View').waitFor();
    });
    await legacyVisitor.context.close();

    // A pasted link shows who it is in a chat preview (and a dead one shows nothing personal).
    const preview = await fetch(summaryUrl).then((r) => r.text());
    expect(preview).toContain('<meta property="og:title" content="Alex Morgan" />');
    expect(preview).toMatch(/<meta property="og:description" content="Chief Officer · Rated 5\.0\/5 from 1 review · /);
    const deadPreview = await fetch(fullUrl).then((r) => r.text());
    expect(deadPreview).toContain('<meta property="og:title" content="Crew Reviews" />');
    await a.context.close();
  });

  it('a shared profile reads in full with JavaScript off, rendered by the server, and the visit counts once', async () => {
    const link = await call(suite.product, alexCookies, 'POST', '/api/share-links', { purpose: 'Read without scripts', accessLevel: 'full', expirationDays: 7 });
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/api/')) scripts.push(request.url());
    });
    await withScreenshot(page, 'sharing-no-javascript', async () => {
      await page.goto(link.url);
      await page.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
      // Reviews, stats and skills are in the page as served.
      await page.getByRole('list', { name: 'Professional reviews' }).getByText(REVIEW_TEXT).waitFor();
      await page.getByText('Blake Harper').waitFor();
      expect(await stat(page, 'Total Reviews').innerText()).toBe('1');
      expect(await stat(page, 'Average Rating').innerText()).toBe('5.0/5');
      await page.getByText('Skills Assessment').waitFor();
      await page.getByText('Technical Skills').waitFor();
      await page.getByText('Chief Mate (Ships of 3000 GT or More)').waitFor();
      expect(await page.title()).toBe('Alex Morgan - Crew Reviews');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('link', { name: 'Sign In' }).waitFor();
      // Neither code nor a second read of the profile: the page is the visit. (The served page
      // is checked too: with scripts off the browser would not fetch them even if it named some.)
      expect(await page.content()).not.toMatch(/<script/i);
      expect(scripts).toEqual([]);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
    });
    await context.close();
    const counted = async () => (await call(suite.product, alexCookies, 'GET', '/api/share-links')).find((l: { id: string }) => l.id === link.id).views;
    expect(await counted()).toBe(1);
    // A chat app fetching the page for a preview is not a visit.
    await fetch(link.url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } });
    expect(await counted()).toBe(1);
  });

  it("the reviews page's Share Profile copies a 30-day full link", async () => {
    const { page, context } = await newPage(suite.browser);
    await useCookies(context, suite.product, alexCookies);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await withScreenshot(page, 'sharing-reviews-page', async () => {
      await page.goto(`${suite.product.url}/reviews`);
      await page.getByRole('heading', { name: 'Professional Reviews' }).waitFor();
      await page.getByRole('button', { name: 'Share Profile' }).click();
      await toast(page, 'Link copied').waitFor();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(new RegExp(`^${suite.product.url}/shared/[A-Za-z0-9_-]{43}$`));
      const links = await call(suite.product, alexCookies, 'GET', '/api/share-links');
      expect(links[0]).toMatchObject({ purpose: 'Quick Share - Professional Reviews', accessLevel: 'full', daysLeft: 30, url });
    });
    await context.close();
  });

  it('downloads the profile as a PDF from the dashboard: progress, then the file, whose QR link joins the share links', async () => {
    const { page, context } = await newPage(suite.browser);
    await useCookies(context, suite.product, alexCookies);
    await withScreenshot(page, 'sharing-profile-pdf', async () => {
      await page.goto(suite.product.url);
      await page.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      const card = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: /^Profile PDF$/ }) });
      await card.getByRole('button', { name: /Download profile \(PDF\)/ }).click();
      await toast(page, 'Profile PDF requested').waitFor();
      await toast(page, 'Profile PDF ready').waitFor({ timeout: 30_000 });
      const download = card.getByRole('link', { name: /Download PDF/ });
      await expectAccessible(page, 'dashboard: profile PDF ready');
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^crew-reviews-profile-\d{4}-\d{2}-\d{2}\.pdf$/);
      const path = join(mkdtempSync(join(tmpdir(), 'crew-profile-pdf-')), file.suggestedFilename());
      await file.saveAs(path);
      const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) });
      const { text, total } = await parser.getText();
      await parser.destroy();
      expect(total).toBe(1);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of ['Alex Morgan', 'Chief Officer', 'Experience: 8 years at sea · 8 years on motor yachts', 'Personal Survival Techniques', REVIEW_TEXT]) {
        expect(flat).toContain(expected);
      }
      // The QR code's link: a 30-day summary link in Alex's list like any other, printed in the PDF too.
      await linkRow(page, 'Profile PDF').waitFor();
      const links = await call(suite.product, alexCookies, 'GET', '/api/share-links');
      const link = links.find((l: { purpose: string }) => l.purpose === 'Profile PDF');
      expect(link).toMatchObject({ accessLevel: 'summary', daysLeft: 30 });
      expect(text.replace(/\s+/g, '')).toContain(link.url);

      // Building again prints the same link: no second live link appears.
      await card.getByText(/Its QR code link works until/).waitFor();
      await card.getByRole('button', { name: /Build a new PDF/ }).click();
      await toast(page, 'Profile PDF requested').waitFor();
      await toast(page, 'Profile PDF ready').waitFor({ timeout: 30_000 });
      const after = await call(suite.product, alexCookies, 'GET', '/api/share-links');
      expect(after.filter((l: { purpose: string }) => l.purpose === 'Profile PDF').map((l: { id: string }) => l.id)).toEqual([link.id]);
    });
    await context.close();
  });
});
