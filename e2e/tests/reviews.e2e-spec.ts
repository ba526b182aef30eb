import type { Page } from 'playwright-core';
import { linkFrom, newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { chooseOption, noDialog, PASSWORD, signUpByApi, stat, toast, useCookies } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { expectTabsFullyVisible } from '../support/phone.js';

const stamp = Date.now().toString(36);
const alex = { firstName: 'Alex', lastName: 'Morgan', email: `e2e.alex.${stamp}@example.com` };
const blake = { firstName: 'Blake', lastName: 'Harper', email: `e2e.blake.${stamp}@example.com` };
const casey = { firstName: 'Casey', lastName: 'Quinn', email: `e2e.casey.${stamp}@example.com` };

/** Parts of the page that stick out of the content column (on a phone: horizontal scrolling). */
const overflowingParts = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const limit = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    return [...main.querySelectorAll('.ant-card, .ant-alert, .ant-tabs, .ant-btn, h2, li')]
      .filter((e) => e.getBoundingClientRect().right > limit + 0.5)
      .map((e) => `${e.tagName}.${e.className}`);
  });

/** Retries a step until it passes or the time is up. */
async function eventually(step: () => Promise<void>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

describe('reviews journeys', () => {
  const suite = setUpJourneys();
  let alexCookies: string[];
  beforeAll(async () => {
    alexCookies = await signUpByApi(suite.product, alex);
  });

  it('A requests a review; B signs up from the emailed link and writes it; A confirms, sees the dashboard change, hides and shows it', async () => {
    const a = await newPage(suite.browser);
    await useCookies(a.context, suite.product, alexCookies);
    const alexPage = a.page;

    await withScreenshot(alexPage, 'reviews-request', async () => {
      await alexPage.goto(suite.product.url);
      await alexPage.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      await alexPage.getByText('No reviews yet').waitFor();
      await alexPage.getByText('No skills data available yet').waitFor();
      expect(await stat(alexPage, 'Total Reviews').innerText()).toBe('0');
      expect(await stat(alexPage, 'Active Links').innerText()).toBe('0 active');
      await expectAccessible(alexPage, 'dashboard');

      await alexPage.getByRole('button', { name: 'Request Review', exact: false }).first().click();
      const dialog = alexPage.getByRole('dialog', { name: 'Request Review' });
      await dialog.waitFor();
      await expectAccessible(alexPage, 'request review dialog');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toast(alexPage, 'Missing information').getByText('Please fill in the reviewer email and work context').waitFor();
      await dialog.getByLabel('Reviewer Email').fill(blake.email);
      await dialog.getByLabel('Work Context').fill('Deckhand on M/Y Serenity, Mediterranean season');
      await dialog.getByLabel('Duration').fill('5 months');
      await dialog.getByLabel('Message').fill('Would you write a few words about our season?');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toast(alexPage, 'Review requested').getByText(`The invitation email is on its way to ${blake.email}`).waitFor();
      await noDialog(alexPage);
    });

    const invitation = await suite.product.smtp.waitFor(blake.email, /asked you for a professional review/);
    const invitationLink = linkFrom(invitation.text, `${suite.product.url}/reviews?highlight=`);

    await withScreenshot(alexPage, 'reviews-sent-requests', async () => {
      await alexPage.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Reviews' }).click();
      await alexPage.getByRole('heading', { name: 'Professional Reviews' }).waitFor();
      await alexPage.getByRole('tab', { name: 'Sent Requests' }).click();
      const sent = alexPage.getByRole('list', { name: 'Sent review requests' }).getByRole('listitem').filter({ hasText: blake.email });
      await sent.getByText('Awaiting review').waitFor();
      // The worker records the delivery after the mail went out; the requester refreshes to see it.
      await eventually(async () => {
        await alexPage.getByRole('button', { name: 'Refresh' }).click();
        await sent.getByText('Email sent').waitFor({ timeout: 1000 });
      });
      await expectAccessible(alexPage, 'reviews: sent requests');
    });

    const b = await newPage(suite.browser);
    const blakePage = b.page;
    await withScreenshot(blakePage, 'reviews-invitee-signs-up', async () => {
      await blakePage.goto(invitationLink);
      await blakePage.getByText('You are logged out. Logging in again...').waitFor();
      await blakePage.waitForURL(/\/login\?returnTo=%2Freviews%3Fhighlight%3D/);
      await blakePage.getByRole('link', { name: 'Create an account' }).click();
      await blakePage.getByLabel('First name').fill(blake.firstName);
      await blakePage.getByLabel('Last name').fill(blake.lastName);
      await blakePage.getByLabel('Email').fill(blake.email);
      await blakePage.getByLabel('Password').fill(PASSWORD);
      await blakePage.getByRole('button', { name: 'Create Account' }).click();
      await blakePage.waitForURL(/\/reviews\?highlight=/);
      expect(new URL(blakePage.url()).search).toBe(new URL(invitationLink).search);
      await blakePage.getByRole('tab', { name: 'Write Reviews', selected: true }).waitFor();
      const card = blakePage.getByRole('article', { name: 'Review request from Alex Morgan' });
      await card.getByText('⭐ New Request').waitFor();
      await card.getByText('Deckhand on M/Y Serenity, Mediterranean season').waitFor();
      await card.getByText('Would you write a few words about our season?').waitFor();
      await toast(blakePage, 'Review request found!').waitFor();
      await expectAccessible(blakePage, 'reviews: write reviews');
    });

    await withScreenshot(blakePage, 'reviews-invitee-writes', async () => {
      // Confirming the address makes the reviewer 'verified' (DESIGN.md, "Review verification").
      const confirm = await suite.product.smtp.waitFor(blake.email, /Confirm your email/);
      await blakePage.goto(linkFrom(confirm.text, `${suite.product.url}/api/auth/email-link/`));
      await blakePage.goto(invitationLink);
      const card = blakePage.getByRole('article', { name: 'Review request from Alex Morgan' });
      await card.getByRole('button', { name: 'Write Review' }).click();
      const dialog = blakePage.getByRole('dialog', { name: 'Write Professional Review' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Work Context').inputValue()).toBe('Deckhand on M/Y Serenity, Mediterranean season');
      expect(await dialog.getByLabel('Duration').inputValue()).toBe('5 months');
      await dialog.getByText(/disclosed to paying employers and agencies/).waitFor();
      await expectAccessible(blakePage, 'write review dialog');
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await toast(blakePage, 'Missing information').getByText('Please provide a rating and review content').waitFor();

      await dialog.getByText('Excellent', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: 'Excellent' }).isChecked()).toBe(true);
      await dialog.getByLabel('Your Review').fill('Alex was always first on deck, kept the tender spotless and stayed calm in heavy weather.');
      await dialog.getByLabel('Your Position').fill('Bosun');
      await dialog.getByLabel('Vessel / Project Name').fill('M/Y Serenity');
      await dialog.getByLabel('Company').fill('Blue Water Yachting');
      await chooseOption(blakePage, dialog, 'Technical Skills', 'Excellent');
      await chooseOption(blakePage, dialog, 'Work Ethic', 'Very Good');
      await chooseOption(blakePage, dialog, 'Recommendation', 'Highly Recommend');
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await toast(blakePage, 'Review submitted successfully!').waitFor();
      await noDialog(blakePage);
      await blakePage.getByText('No review requests waiting for you').waitFor();
    });
    await b.context.close();

    await withScreenshot(alexPage, 'reviews-pending-on-dashboard', async () => {
      await alexPage.goto(suite.product.url);
      await alexPage.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      await stat(alexPage, 'Total Reviews').filter({ hasText: /^1$/ }).waitFor();
      expect(await stat(alexPage, 'Pending Confirmation').innerText()).toBe('1');
      expect(await stat(alexPage, 'Verified Reviews').innerText()).toBe('0');
      await alexPage.getByText('No skills data available yet').waitFor();
      const recent = alexPage.getByRole('list', { name: 'Recent reviews' });
      await recent.getByText('Blake Harper').waitFor();
      await recent.getByText('Pending Confirmation').waitFor();
      await expectAccessible(alexPage, 'dashboard with a review');
    });

    await withScreenshot(alexPage, 'reviews-confirm', async () => {
      await alexPage.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Reviews' }).click();
      await alexPage.getByRole('tab', { name: 'Need Confirmation' }).click();
      const card = alexPage.getByRole('article', { name: 'Review by Blake Harper' });
      await card.getByText('Pending Confirmation').waitFor();
      await card.getByText('5/5').waitFor();
      await card.getByText('Technical Skills: Excellent').waitFor();
      await card.getByText('Premium Verification Details Available').waitFor();
      await expectAccessible(alexPage, 'reviews: need confirmation');
      expect(await card.getByRole('link', { name: 'View Subscription Plans' }).getAttribute('href')).toBe('/employer');
      await card.getByRole('button', { name: 'Confirm Details' }).click();
      await toast(alexPage, 'Review confirmed').waitFor();
      await alexPage.getByText('No reviews waiting for your confirmation').waitFor();
      await alexPage.getByRole('tab', { name: 'Verified' }).click();
      await alexPage.getByRole('article', { name: 'Review by Blake Harper' }).getByText('Verified', { exact: true }).waitFor();
    });

    await withScreenshot(alexPage, 'reviews-dashboard-after-confirm', async () => {
      await alexPage.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Dashboard' }).click();
      await alexPage.getByRole('heading', { name: 'Welcome, Alex Morgan' }).waitFor();
      await stat(alexPage, 'Verified Reviews').filter({ hasText: /^1$/ }).waitFor();
      expect(await stat(alexPage, 'Pending Confirmation').innerText()).toBe('0');
      expect(await stat(alexPage, 'Total Reviews').innerText()).toBe('1');
      await alexPage.getByText('Technical Skills', { exact: true }).waitFor();
      await alexPage.getByText('5.0/5').waitFor();
      await alexPage.getByText('Work Ethic', { exact: true }).waitFor();
      await alexPage.getByText('4.0/5').waitFor();
      await alexPage.getByText('1 review', { exact: true }).waitFor();
      await alexPage.getByLabel('Average rating 5.0 out of 5').waitFor();
    });

    await withScreenshot(alexPage, 'reviews-hide-show', async () => {
      await alexPage.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Reviews' }).click();
      const card = alexPage.getByRole('article', { name: 'Review by Blake Harper' });
      await card.getByRole('button', { name: 'Hide review by Blake Harper' }).click();
      await toast(alexPage, 'Review hidden').waitFor();
      await card.getByText('Hidden', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Show review by Blake Harper' }).click();
      await toast(alexPage, 'Review shown').waitFor();
      await card.getByText('Hidden', { exact: true }).waitFor({ state: 'detached' });
      await alexPage.getByRole('tab', { name: 'Sent Requests' }).click();
      await alexPage.getByRole('button', { name: 'Refresh' }).click();
      await alexPage.getByRole('listitem').filter({ hasText: blake.email }).getByText('Answered').waitFor();
    });
    await a.context.close();
  });

  it('C declines a request on a phone, and A is emailed', async () => {
    const requested = await fetch(`${suite.product.url}/api/review-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: alexCookies.join('; ') },
      body: JSON.stringify({ reviewerEmail: casey.email, context: 'Relief deckhand on M/Y Aurora' }),
    });
    expect(requested.status).toBe(201);
    const caseyCookies = await signUpByApi(suite.product, casey);

    const { page, context } = await newPage(suite.browser, { width: 375, height: 740 });
    await useCookies(context, suite.product, caseyCookies);
    await withScreenshot(page, 'reviews-decline', async () => {
      await page.goto(`${suite.product.url}/reviews`);
      await page.getByText('1 Review Request Waiting').waitFor();
      // Every tab label is shown whole on the phone (one was cut to "Need Confirma…").
      await expectTabsFullyVisible(page.getByRole('tablist', { name: 'Reviews' }), ['All Reviews', 'Verified', 'Need Confirmation', 'Write Reviews', 'Sent Requests']);
      await expectAccessible(page, 'reviews on a phone');
      expect(await overflowingParts(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'View Requests' }).click();
      const card = page.getByRole('article', { name: 'Review request from Alex Morgan' });
      await card.waitFor();
      await expectAccessible(page, 'reviews: write reviews on a phone');
      expect(await overflowingParts(page)).toEqual([]);
      await card.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure you want to decline?' });
      await dialog.getByText(/permanent.*notified.*cannot be undone/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await noDialog(page);
      await card.getByRole('button', { name: 'Decline' }).click();
      await dialog.getByRole('button', { name: 'Yes, Decline' }).click();
      await toast(page, 'Request declined').waitFor();
      await page.getByText('No review requests waiting for you').waitFor();
      await page.getByText('1 Review Request Waiting').waitFor({ state: 'detached' });
    });
    await context.close();

    const mail = await suite.product.smtp.waitFor(alex.email, /Casey Quinn declined your review request/);
    expect(mail.text).toContain('Relief deckhand on M/Y Aurora');
    const sent = await fetch(`${suite.product.url}/api/review-requests`, { headers: { Cookie: alexCookies.join('; ') } }).then((r) => r.json());
    expect(sent.find((r: { reviewerEmail: string }) => r.reviewerEmail === casey.email).state).toBe('declined');
  });
});
