import { linkFrom, newPage, recordToasts, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { openUserMenu } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { expectTabsFullyVisible } from '../support/phone.js';

const today = () => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

describe('foundation journeys', () => {
  const suite = setUpJourneys();

  const email = `e2e.mate.${Date.now().toString(36)}@example.com`;

  it('a visitor sees the landing page, which downloads none of the signed-in app', async () => {
    const { page, context } = await newPage(suite.browser);
    const scripts: string[] = [];
    const cspViolations: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspViolations.push(m.text()));
    await withScreenshot(page, 'landing', async () => {
      await page.goto(suite.product.url, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
      for (const title of ['Verified Reviews', 'Privacy Control', 'Skills Tracking', 'Industry Focus']) {
        await page.getByText(title, { exact: true }).first().waitFor();
      }
      await page.getByRole('link', { name: 'Start Building Your Profile' }).waitFor();
      // New visitors are sent to sign-up; Sign In still leads to sign-in.
      expect(await page.getByRole('link', { name: 'Start Building Your Profile' }).getAttribute('href')).toBe('/signup');
      expect(await page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe('/signup');
      await page.getByText(`© ${new Date().getFullYear()} Crew Reviews`).waitFor();
      expect(scripts.filter((s) => /(DashboardPage|TopNav|RequireAuth|AppLayout|SignedInHome|ReviewsPage)/.test(s))).toEqual([]);
      // The Content-Security-Policy is strict (scripts from 'self' only) and the page still works under it.
      expect(cspViolations).toEqual([]);
      await expectAccessible(page, 'landing');
    });
    await context.close();
  });

  it('signs up, confirms the email from the inbox, uses the navigation and signs out', async () => {
    const { page, context } = await newPage(suite.browser);
    await withScreenshot(page, 'sign-up', async () => {
      await page.goto(suite.product.url);
      await page.getByRole('link', { name: 'Sign In' }).first().click();
      await page.waitForURL(/\/login$/);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expectAccessible(page, 'sign-in');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await expectAccessible(page, 'sign-up');
      await page.getByLabel('First name').fill('Jamie');
      await page.getByLabel('Last name').fill('Rivers');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await page.getByLabel('Password').fill('password123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('This password is too common. Please choose a less predictable one').waitFor();
      await page.getByLabel('Password').fill('bridge-watch-0400-hours');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Welcome, Jamie Rivers' }).waitFor();
      await page.getByText('No reviews yet').first().waitFor();
      await expectAccessible(page, 'dashboard');

      const nav = page.getByRole('menu', { name: 'Main navigation' });
      expect(await nav.getByRole('menuitem').allInnerTexts()).toEqual(['Dashboard', 'Reviews', 'Profile', 'Employer']);
      expect(await nav.locator('.ant-menu-item-selected').innerText()).toBe('Dashboard');
      await nav.getByRole('menuitem', { name: 'Reviews' }).click();
      await page.waitForURL(/\/reviews$/);
      await nav.locator('.ant-menu-item-selected', { hasText: 'Reviews' }).waitFor();
      expect(await nav.locator('.ant-menu-item-selected').count()).toBe(1);
      await page.getByRole('heading', { name: 'Professional Reviews' }).waitFor();
      await page.getByText('No reviews yet').first().waitFor();
      await expectAccessible(page, 'reviews');

      const mail = await suite.product.smtp.waitFor(email, /Confirm your email/);
      await page.goto(linkFrom(mail.text, `${suite.product.url}/api/auth/email-link/`));
      await page.waitForURL(`${suite.product.url}/`);
      await page.getByText('Verified', { exact: true }).waitFor();

      const menu = await openUserMenu(page);
      await menu.getByText(email).waitFor();
      expect(await menu.getByRole('link', { name: 'Profile Settings', exact: true }).getAttribute('href')).toBe('/profile');
      // Signing out is a form POST answered by a redirect to /: wait for that response.
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST'), menu.getByRole('menuitem', { name: 'Sign Out' }).click()]);
      await page.waitForURL(`${suite.product.url}/`);
      await page.getByRole('link', { name: 'Get Started Today' }).waitFor();
    });
    await context.close();
  });

  it('signs in with an emailed one-time link', async () => {
    const { page, context } = await newPage(suite.browser);
    await withScreenshot(page, 'email-link', async () => {
      await page.goto(`${suite.product.url}/api/login`);
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email').fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('If an account exists for this email, a sign-in link is on its way. Check your inbox.').waitFor();
      const mail = await suite.product.smtp.waitFor(email, /sign-in link/);
      await page.goto(linkFrom(mail.text, `${suite.product.url}/api/auth/email-link/`));
      await page.getByRole('heading', { name: 'Welcome, Jamie Rivers' }).waitFor();
    });
    await context.close();
  });

  it('sends a signed-out visitor of a private page to sign-in with a toast', async () => {
    const { page, context } = await newPage(suite.browser);
    const toasts = await recordToasts(page);
    await withScreenshot(page, 'unauthorized', async () => {
      await page.goto(`${suite.product.url}/reviews`);
      await page.waitForURL(/\/login\?returnTo=%2Freviews$/);
      expect(toasts.join('\n')).toContain('Unauthorized');
      expect(toasts.join('\n')).toContain('You are logged out. Logging in again...');
    });
    await context.close();
  });

  it('shows the 404, privacy and terms pages', async () => {
    const { page, context } = await newPage(suite.browser);
    await withScreenshot(page, 'static-pages', async () => {
      await page.goto(`${suite.product.url}/no/such/page`);
      await page.getByText('404 Page Not Found').waitFor();
      await expectAccessible(page, '404');
      await page.goto(`${suite.product.url}/privacy`);
      await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
      await page.getByText(`Last updated: ${today()}`).waitFor();
      await page.getByText(/48 hours/).first().waitFor();
      await expectAccessible(page, 'privacy');
      await page.goto(`${suite.product.url}/terms`);
      await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
      await page.getByText(`Last updated: ${today()}`).waitFor();
      for (const heading of ['Agreement Overview', 'Eligibility and Account Requirements', 'Prohibited Activities', 'Review System Guidelines', 'Contact Information']) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      await expectAccessible(page, 'terms');
    });
    await context.close();
  });

  it('collapses the navigation into a toggle on a phone', async () => {
    const { page, context } = await newPage(suite.browser, { width: 375, height: 740 });
    await withScreenshot(page, 'mobile-menu', async () => {
      await page.goto(`${suite.product.url}/api/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expectAccessible(page, 'sign-in on a phone');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('bridge-watch-0400-hours');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Welcome, Jamie Rivers' }).waitFor();
      await page.getByText('No reviews yet').first().waitFor();
      await expectAccessible(page, 'dashboard on a phone');
      // Nothing on the signed-in frame may push the page wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Avatars stay round beside a long name (they were squashed to ovals).
      const avatars = await page.locator('.ant-avatar').evaluateAll((nodes) => nodes.map((n) => [Math.round(n.getBoundingClientRect().width), Math.round(n.getBoundingClientRect().height)]));
      expect(avatars.length).toBeGreaterThan(1);
      for (const [width, height] of avatars) expect(width).toBe(height);
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      expect(await page.getByRole('menuitem', { name: 'Reviews' }).count()).toBe(0);
      await toggle.click();
      await page.getByRole('menuitem', { name: 'Reviews' }).click();
      await page.waitForURL(/\/reviews$/);
      await page.getByRole('heading', { name: 'Professional Reviews' }).waitFor();
      await page.getByRole('menuitem', { name: 'Reviews' }).waitFor({ state: 'detached' });
      // Every tab label is shown whole on the phone (one was cut to "Need Confirma…").
      await expectTabsFullyVisible(page.getByRole('tablist', { name: 'Reviews' }), ['All Reviews', 'Verified', 'Need Confirmation', 'Write Reviews', 'Sent Requests']);
      await page.getByText('No reviews yet').first().waitFor();
      await expectAccessible(page, 'reviews on a phone');
      await toggle.click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
      await toggle.click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor({ state: 'detached' });
    });
    await context.close();
  });
});
