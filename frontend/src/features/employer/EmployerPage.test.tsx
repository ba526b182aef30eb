import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { USER_QUERY_KEY } from '../../lib/auth';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import type { SubscriptionInfo } from './api/schemas';
import EmployerPage from './EmployerPage';

const crewInfo: SubscriptionInfo = {
  isEmployer: false,
  subscription: { plan: null, status: null, expiresAt: null, creditsRemaining: 0 },
  limits: { periodEndsAt: '2026-12-01T00:00:00.000Z', features: [] },
  analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 0, creditsUsed: 0, profileViews: 0 },
};

const professional: SubscriptionInfo = {
  isEmployer: true,
  subscription: { plan: 'professional', status: 'active', expiresAt: '2026-12-23T00:00:00.000Z', creditsRemaining: 320 },
  limits: {
    periodEndsAt: '2026-12-01T00:00:00.000Z',
    features: [
      { feature: 'profile_view', limit: 50, used: 12 },
      { feature: 'message', limit: 20, used: 20 },
      { feature: 'verification_report', limit: 2, used: 0 },
    ],
  },
  analytics: { contacts: { totalContacts: 4, pendingContacts: 1, acceptedContacts: 3 }, monthlySpending: 250, creditsUsed: 0, profileViews: 12 },
};

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Employer page', () => {
  it('offers crew the upgrade, checks the required fields, and sends an empty licence as absent', async () => {
    let upgraded = false;
    const calls = stubApi({
      'GET /api/user/subscription': () => ({ body: upgraded ? { ...crewInfo, isEmployer: true } : crewInfo }),
      'POST /api/user/upgrade-employer': () => {
        upgraded = true;
        return { body: { role: 'agency' } };
      },
    });
    const user = setup();
    const { queryClient } = renderWithApp(<EmployerPage />);
    expect(await screen.findByRole('heading', { name: 'Upgrade to Employer Account' })).toBeInTheDocument();
    for (const benefit of ['Access Crew Profiles', 'Direct Contact', 'Verification Reports']) expect(screen.getByText(benefit)).toBeInTheDocument();
    // There is no job board: the form promises none.
    expect(screen.queryByText(/Post Jobs|openings/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade Account' }));
    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Please choose your company type')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByLabelText('Company Name'));
    await user.paste('Blue Horizon Crew');
    await user.click(screen.getByLabelText('Company Type'));
    await user.click(await screen.findByTitle('Recruitment Agency'));
    await user.click(screen.getByRole('button', { name: 'Upgrade Account' }));

    expect(await screen.findByText('Your account has been upgraded to an employer account!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/user/upgrade-employer',
      body: { companyName: 'Blue Horizon Crew', companyType: 'recruitment_agency' },
    });
    expect(await screen.findByRole('heading', { name: 'Employer Dashboard' })).toBeInTheDocument();
    // The signed-in user is read again too, so the navigation gains Search Crew at once.
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the server message when the upgrade is refused', async () => {
    stubApi({
      'GET /api/user/subscription': { body: crewInfo },
      'POST /api/user/upgrade-employer': { status: 409, body: { statusCode: 409, message: 'This account is already an employer account' } },
    });
    const user = setup();
    renderWithApp(<EmployerPage />);
    await user.click(await screen.findByLabelText('Company Name'));
    await user.paste('Owner Ltd');
    await user.click(screen.getByLabelText('Company Type'));
    await user.click(await screen.findByTitle('Yacht Owner'));
    await user.click(screen.getByRole('button', { name: 'Upgrade Account' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This account is already an employer account')).toBeInTheDocument();
  });

  it('shows the plan, credits, contacts, spending and what is used of each allowance', async () => {
    stubApi({ 'GET /api/user/subscription': { body: professional } });
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    expect(await screen.findByRole('heading', { name: 'Employer Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$320')).toBeInTheDocument();
    // This Month on its card and in Monthly Activity.
    expect(screen.getAllByText('$250')).toHaveLength(2);
    expect(screen.getByLabelText('Profile views: 12 of 50 used this month')).toBeInTheDocument();
    expect(screen.getByLabelText('Messages: 20 of 20 used this month')).toBeInTheDocument();
    expect(screen.getByText('Pending Responses').closest('div')).toHaveTextContent('1');
  });

  it('tests a plan and adds credits with the exact toasts, and lists the transactions', async () => {
    let failCredits = false;
    stubApi({
      'GET /api/user/subscription': { body: professional },
      'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS },
      'POST /api/test/activate-subscription': { body: { plan: 'enterprise', creditsAdded: 250, expiresAt: '2026-12-23T00:00:00.000Z' } },
      'POST /api/credits/add': () => (failCredits ? { status: 500, body: { message: 'boom' } } : { body: { creditsRemaining: 350 } }),
      'GET /api/auth/user': { body: { ...testUser, role: 'agency' } },
      'GET /api/transactions': { body: [{ id: '2', description: 'Credits added: $100 (test mode)', createdAt: '2026-11-23T10:00:00.000Z', amount: 100, status: 'completed' }] },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    await user.click(await screen.findByRole('tab', { name: 'Plans' }));
    const current = (await screen.findByText('Current Plan', { selector: '.ant-tag' })).closest('.ant-card') as HTMLElement;
    expect(within(current).getByText('Professional')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.getByText('Test Mode')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Enterprise Plan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Switch to Enterprise?' })).getByRole('button', { name: 'Switch to Enterprise' }));
    expect(await screen.findByText('Test subscription activated for Enterprise! Added $250 credits.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add $100' }));
    expect(await screen.findByText('Credits added successfully!')).toBeInTheDocument();
    failCredits = true;
    await user.click(screen.getByRole('button', { name: 'Add $50' }));
    expect(await screen.findByText('Failed to add credits')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('Credits added: $100 (test mode)')).toBeInTheDocument();
    expect(screen.getByText('+$100')).toBeInTheDocument();
    expect(screen.getByText('completed')).toBeInTheDocument();
  });

  it('says so when there are no transactions or contacts yet', async () => {
    stubApi({ 'GET /api/user/subscription': { body: professional }, 'GET /api/transactions': { body: [] } });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    await user.click(await screen.findByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers Retry instead of a skeleton for ever when the account cannot be loaded', async () => {
    let down = true;
    stubApi({ 'GET /api/user/subscription': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: professional }) });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your employer account could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Employer Dashboard' })).toBeInTheDocument();
  });

  it('offers Retry on the Plans and Billing tabs when their data cannot be loaded', async () => {
    let down = true;
    const fail = { status: 500, body: { message: 'Internal server error' } };
    stubApi({
      'GET /api/user/subscription': { body: professional },
      'GET /api/subscription-plans': () => (down ? fail : { body: SUBSCRIPTION_PLANS }),
      'GET /api/transactions': () => (down ? fail : { body: [] }),
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    const tabs: Array<[string, string, string]> = [
      ['Plans', 'The plans could not be loaded', 'Test Mode'],
      ['Billing', 'Your transactions could not be loaded', 'No transactions yet'],
    ];
    for (const [tab, error] of tabs) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByText(error)).toBeInTheDocument();
    }
    down = false;
    for (const [tab, , loaded] of tabs) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel', { name: tab });
      await user.click(within(panel).getByRole('button', { name: 'Retry' }));
      expect(await within(panel).findByText(loaded)).toBeInTheDocument();
    }
  });

  it('keeps the summary compact on a phone so the tabs follow at once, and the allowances title whole', async () => {
    stubApi({ 'GET /api/user/subscription': { body: professional } });
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    // The test window matches no min-width query: antd's breakpoints read it as a phone.
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveClass('ant-card-small');
    for (const title of ['Current Plan', 'Credits', 'Contacts', 'This Month']) expect(within(summary).getByText(title)).toBeInTheDocument();
    expect(summary.querySelectorAll('.ant-card')).toHaveLength(0);
    // Nothing shares the title's row: the renewal date is in the card's body.
    const allowances = screen.getByText('Monthly Allowances').closest('.ant-card') as HTMLElement;
    expect(allowances.querySelector('.ant-card-extra')).toBeNull();
    expect(within(allowances.querySelector('.ant-card-body') as HTMLElement).getByText('Allowances reset on Dec 1, 2026')).toBeInTheDocument();
  });

  it('gives each figure its own card on a wide screen', async () => {
    const phone = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...phone(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
    try {
      stubApi({ 'GET /api/user/subscription': { body: professional } });
      renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
      const summary = await screen.findByRole('region', { name: 'Summary' });
      expect(summary.querySelectorAll('.ant-card')).toHaveLength(4);
    } finally {
      window.matchMedia = phone;
    }
  });

  it("opens Plans for an employer without an active plan, as 'Choose Your Plan' promises", async () => {
    const noPlan: SubscriptionInfo = { ...professional, subscription: { plan: null, status: null, expiresAt: null, creditsRemaining: 0 } };
    let info = noPlan;
    stubApi({
      'GET /api/user/subscription': () => ({ body: info }),
      'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS },
      'POST /api/test/activate-subscription': () => {
        info = professional;
        return { body: { plan: 'professional', creditsAdded: 150, expiresAt: '2026-12-23T00:00:00.000Z' } };
      },
      'GET /api/auth/user': { body: { ...testUser, role: 'agency' } },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    expect(await screen.findByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'Test Professional Plan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start the Professional plan?' })).getByRole('button', { name: 'Start Professional' }));
    expect(await screen.findByText('Current Plan', { selector: '.ant-tag' })).toBeInTheDocument();
    // The plan is active now, and the page stays where the user is.
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab a link names, and Overview for an active plan otherwise', async () => {
    stubApi({ 'GET /api/user/subscription': { body: professional }, 'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS } });
    const first = renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' }, path: '/employer?tab=plans' });
    expect(await screen.findByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks before a plan change, saying what changes; a downgrade keeps the month\'s use and says what it means', async () => {
    // Messages 5 used this month on Professional; Basic allows 3.
    const busy: SubscriptionInfo = {
      ...professional,
      limits: { ...professional.limits, features: [{ feature: 'profile_view', limit: 50, used: 12 }, { feature: 'message', limit: 20, used: 5 }, { feature: 'verification_report', limit: 2, used: 1 }] },
    };
    const calls = stubApi({
      'GET /api/user/subscription': { body: busy },
      'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS },
      'POST /api/test/activate-subscription': { body: { plan: 'basic', creditsAdded: 50, expiresAt: '2026-12-23T00:00:00.000Z' } },
      'GET /api/auth/user': { body: { ...testUser, role: 'agency' } },
      'GET /api/transactions': { body: [] },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' }, path: '/employer?tab=plans' });
    expect(await screen.findByText(/^Credits pay for actions beyond your plan: extra profile view \$2, extra message \$5, extra verification report \$25\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Test Basic Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    expect(within(dialog).getByText('$50/month. Test mode: no payment is taken.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Monthly allowances' });
    expect(within(within(table).getByRole('row', { name: /^Messages/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20 a month', '3 a month']);
    expect(within(within(table).getByRole('row', { name: /^Verification reports/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2 a month', 'None']);
    const carried = within(dialog).getByRole('list', { name: "This month's use on the new plan" });
    expect(within(carried).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Profile views: you used 12 this month, so all 5 profile views count as used until Dec 1, 2026; extra ones cost $2 of credits each, asked first.',
      'Messages: you used 5 this month, so all 3 messages count as used until Dec 1, 2026; extra ones cost $5 of credits each, asked first.',
      'Verification reports: not in this plan; each one costs $25 of credits, asked first.',
    ]);
    expect(within(dialog).getByText('Adds $50 of credits: your balance becomes $370.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Your Professional plan ends now\. Basic starts today and runs until .+; it does not renew by itself \(test mode\)\.$/)).toBeInTheDocument();

    // Cancel changes nothing; confirming activates with the spec toast.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Test Basic Plan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Switch to Basic?' })).getByRole('button', { name: 'Switch to Basic' }));
    expect(await screen.findByText('Test subscription activated for Basic! Added $50 credits.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/api/test/activate-subscription', body: { planId: 'basic' } }]);
  });

  it("shows an allowance used past a lower plan's limit as all used, when it resets and what one more costs, and when the plan ends", async () => {
    const downgraded: SubscriptionInfo = {
      ...professional,
      subscription: { plan: 'basic', status: 'active', expiresAt: '2026-12-23T00:00:00.000Z', creditsRemaining: 370 },
      limits: { ...professional.limits, features: [{ feature: 'profile_view', limit: 5, used: 2 }, { feature: 'message', limit: 3, used: 5 }, { feature: 'verification_report', limit: 0, used: 0 }] },
      analytics: { ...professional.analytics, creditsUsed: 27 },
    };
    stubApi({ 'GET /api/user/subscription': { body: downgraded }, 'GET /api/transactions': { body: [{ id: '9', description: 'Extra message: Jane Doe', createdAt: '2026-11-23T10:00:00.000Z', amount: -5, status: 'completed' }] } });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    const allowances = (await screen.findByText('Monthly Allowances')).closest('.ant-card') as HTMLElement;
    expect(within(allowances).getByText('Basic plan, active until Dec 23, 2026.')).toBeInTheDocument();
    expect(within(allowances).getByText('All 3 messages used')).toBeInTheDocument();
    expect(allowances).not.toHaveTextContent('5 of 3');
    expect(within(allowances).getByLabelText('Messages: 3 of 3 used this month')).toBeInTheDocument();
    expect(within(allowances).getByText(/^Resets on Dec 1; until then extra messages cost \$5 of credits each, or/)).toBeInTheDocument();
    expect(within(allowances).getByRole('link', { name: 'change plan' })).toHaveAttribute('href', '/employer?tab=plans');
    expect(within(allowances).getByText('2 of 5')).toBeInTheDocument();
    expect(within(allowances).getByText('Each one costs $25 of credits, or change plan.')).toBeInTheDocument();
    expect(screen.getByText('Credits Used').closest('div')).toHaveTextContent('$27');

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('Extra message: Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('-$5')).toBeInTheDocument();
    expect(screen.getByText(/^Credits pay for actions beyond your plan/)).toBeInTheDocument();
  });

  it('says when an inactive plan ended', async () => {
    const ended: SubscriptionInfo = { ...professional, subscription: { plan: 'basic', status: 'inactive', expiresAt: '2026-11-03T09:00:00.000Z', creditsRemaining: 12 } };
    stubApi({ 'GET /api/user/subscription': { body: ended }, 'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS } });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: { ...testUser, role: 'agency' } });
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('Your Basic plan ended on Nov 3, 2026.')).toBeInTheDocument();
  });
});
