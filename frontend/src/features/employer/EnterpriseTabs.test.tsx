import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import type { EmployerAnalytics, SubscriptionInfo, SupportRequest } from './api/schemas';
import EmployerPage from './EmployerPage';

const agency = { ...testUser, role: 'agency' as const };

function infoOn(plan: 'professional' | 'enterprise', status: 'active' | 'inactive' = 'active'): SubscriptionInfo {
  return {
    isEmployer: true,
    subscription: { plan, status, expiresAt: '2026-12-23T00:00:00.000Z', creditsRemaining: 250 },
    limits: { periodEndsAt: '2026-12-01T00:00:00.000Z', features: [] },
    analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 0, creditsUsed: 0, profileViews: 0 },
  };
}

const week = (weekStart: string, fields: Partial<EmployerAnalytics['weeks'][number]> = {}) => ({
  weekStart,
  profileViews: 0,
  contactsSent: 0,
  contactsAccepted: 0,
  acceptanceRate: null,
  reportsOrdered: 0,
  ...fields,
});

const analytics: EmployerAnalytics = {
  weeks: [
    ...['09-07', '09-14', '09-21', '09-28', '10-05', '10-12', '10-19', '10-26', '11-02', '11-09'].map((day) => week(`2026-${day}`)),
    week('2026-11-16', { profileViews: 3, contactsSent: 1, contactsAccepted: 0, acceptanceRate: 0 }),
    week('2026-11-23', { profileViews: 9, contactsSent: 3, contactsAccepted: 2, acceptanceRate: 67, reportsOrdered: 1 }),
  ],
  totals: { profileViews: 12, contactsSent: 4, contactsAccepted: 2, acceptanceRate: 50, reportsOrdered: 1 },
};

const answered: SupportRequest = {
  id: 'sr-1',
  category: 'search',
  subject: 'Search misses a USCG licence',
  message: 'Searching USCG Master finds a captain\nwhose card never shows it.',
  status: 'open',
  createdAt: '2026-11-20T09:00:00.000Z',
  closedAt: null,
  replies: [{ id: 'r-1', message: 'Fixed: the licence shows now.', createdAt: '2026-11-21T10:30:00.000Z' }],
};

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const openTab = async (user: ReturnType<typeof setup>, name: string) => user.click(await screen.findByRole('tab', { name }));

describe('Employer page: Enterprise features', () => {
  it('shows every plan the three tabs, locked below Enterprise with the way to the plan, and never asks for what it may not have', async () => {
    const calls = stubApi({
      'GET /api/user/subscription': { body: infoOn('professional') },
      'GET /api/employer/api-keys': { body: [] },
      'GET /api/support/requests': { body: [] },
      'GET /api/subscription-plans': { body: SUBSCRIPTION_PLANS },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer' });

    await openTab(user, 'Analytics');
    expect(await screen.findByText('The analytics dashboard needs an active Enterprise plan')).toBeInTheDocument();
    await openTab(user, 'API access');
    expect(await screen.findByText('API access needs an active Enterprise plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
    await openTab(user, 'Support');
    expect(await screen.findByText('Priority support needs an active Enterprise plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/employer/analytics')).toBe(false);

    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('link', { name: 'See the Enterprise plan' }));
    expect(await screen.findByRole('tab', { name: 'Plans', selected: true })).toBeInTheDocument();
  });

  it('treats a lapsed Enterprise plan as no plan', async () => {
    stubApi({ 'GET /api/user/subscription': { body: infoOn('enterprise', 'inactive') } });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer?tab=overview' });
    await openTab(user, 'Analytics');
    expect(await screen.findByText('The analytics dashboard needs an active Enterprise plan')).toBeInTheDocument();
  });

  it('shows the totals and every week of the last 12 for Enterprise, and Retry when they cannot be loaded', async () => {
    let down = true;
    stubApi({
      'GET /api/user/subscription': { body: infoOn('enterprise') },
      'GET /api/employer/analytics': () => (down ? { status: 500, body: { message: 'boom' } } : { body: analytics }),
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer?tab=analytics' });
    expect(await screen.findByText('Your analytics could not be loaded')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    const totals = await screen.findByRole('list', { name: 'Totals for the last 12 weeks' });
    const figure = (title: string) => within(totals).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(figure('Profile views')).toHaveTextContent('12');
    expect(figure('Contact requests')).toHaveTextContent('4');
    expect(figure('Accepted')).toHaveTextContent('2');
    expect(figure('Acceptance rate')).toHaveTextContent('50%');
    expect(figure('Verification reports')).toHaveTextContent('1');

    const table = within(screen.getByRole('region', { name: 'Weekly numbers' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    // Newest first.
    expect(rows[0]).toHaveTextContent(/Nov 23, 2026\s*9\s*3\s*2\s*67%\s*1/);
    expect(rows[1]).toHaveTextContent(/Nov 16, 2026\s*3\s*1\s*0\s*0%\s*0/);
    expect(rows[2]).toHaveTextContent(/Nov 9, 2026\s*0\s*0\s*0\s*—\s*0/);
  });

  it('says so when there is no activity yet', async () => {
    stubApi({
      'GET /api/user/subscription': { body: infoOn('enterprise') },
      'GET /api/employer/analytics': { body: { weeks: analytics.weeks.map((w) => week(w.weekStart)), totals: { profileViews: 0, contactsSent: 0, contactsAccepted: 0, acceptanceRate: null, reportsOrdered: 0 } } },
    });
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer?tab=analytics' });
    expect(await screen.findByText(/No activity in the last 12 weeks yet/)).toBeInTheDocument();
  });

  it('creates an API key, shows it once to copy, lists it by name and visible start, and revokes it after confirmation', async () => {
    const key = 'crew_AbC12x9QmZr0Lw8YtVb3NnHs5Ke7JdPuGf4Xo2Ia6Tc1';
    let keys: unknown[] = [];
    const calls = stubApi({
      'GET /api/user/subscription': { body: infoOn('enterprise') },
      'GET /api/employer/api-keys': () => ({ body: keys }),
      'POST /api/employer/api-keys': (body) => {
        const { name } = body as { name: string };
        const created = { id: 'k-1', name, prefix: key.slice(0, 12), createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null };
        keys = [created];
        return { status: 201, body: { ...created, key } };
      },
      'DELETE /api/employer/api-keys/k-1': () => {
        keys = [];
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer?tab=api' });
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Key name'));
    await user.paste('Crewing system');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(within(dialog).getByText(key)).toBeInTheDocument();
    expect(within(dialog).getByText(/This is the only time the key is shown/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(await screen.findByText('API key created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Crewing system' });

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(key)).not.toBeInTheDocument());
    const listed = within(await screen.findByRole('list', { name: 'Your API keys' }));
    expect(listed.getByText('Crewing system')).toBeInTheDocument();
    expect(listed.getByText('crew_AbC12x9…')).toBeInTheDocument();
    expect(listed.getByText('Created Nov 25, 2026 · Never used')).toBeInTheDocument();

    await user.click(listed.getByRole('button', { name: 'Revoke Crewing system' }));
    expect(await screen.findByText('Revoke “Crewing system”?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/employer/api-keys/k-1']);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('sends a validated support request and shows the thread with the answers', async () => {
    let requests: SupportRequest[] = [answered];
    const calls = stubApi({
      'GET /api/user/subscription': { body: infoOn('enterprise') },
      'GET /api/support/requests': () => ({ body: requests }),
      'POST /api/support/requests': (body) => {
        const sent: SupportRequest = { ...(body as Pick<SupportRequest, 'category' | 'subject' | 'message'>), id: 'sr-2', status: 'open', createdAt: '2026-11-25T11:00:00.000Z', closedAt: null, replies: [] };
        requests = [sent, ...requests];
        return { status: 201, body: sent };
      },
    });
    const user = setup();
    renderWithApp(<EmployerPage />, { user: agency, path: '/employer?tab=support' });

    const history = within(await screen.findByRole('list', { name: 'Your support requests' }));
    const thread = within(history.getByRole('listitem', { name: 'Search misses a USCG licence' }));
    expect(thread.getByText('Crew Reviews support', { exact: false })).toBeInTheDocument();
    expect(thread.getByText('Fixed: the licence shows now.')).toBeInTheDocument();
    expect(thread.getByText('Open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please write a subject')).toBeInTheDocument();
    expect(screen.getByText('Please describe what you need')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Category'));
    await user.click(await screen.findByTitle('Plans, credits and billing'));
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('Invoice for November');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Short');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Between 10 and 5000 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByLabelText('Message'));
    await user.paste(' question: please send the November invoice.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Support request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ category: 'billing', subject: 'Invoice for November', message: 'Short question: please send the November invoice.' });
    expect(await screen.findByRole('listitem', { name: 'Invoice for November' })).toHaveTextContent('Not answered yet: we will email you the answer.');
  });
});
