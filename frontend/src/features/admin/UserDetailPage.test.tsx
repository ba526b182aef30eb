import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import type { AdminUserDetail } from './api/schemas';
import { UserDetailLink } from './components/UserDetailLink';
import UserDetailPage from './UserDetailPage';

const boss = { ...testUser, id: 'boss', adminLevel: 'super_admin' as const };
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const URL = 'GET /api/admin/users/u-2/detail';

const detail: AdminUserDetail = {
  account: { id: 'u-2', firstName: 'Erin', lastName: 'Employer', email: 'erin@example.com', role: 'agency', adminLevel: null, isVerified: true, createdAt: '2026-01-05T00:00:00.000Z', secondFactors: { authenticator: false, passkeys: 0, recoveryCodesLeft: 0 } },
  reviewsWritten: { total: 0, reviews: [] },
  reviewsReceived: {
    total: 72,
    reviews: [
      {
        id: 'r-1',
        otherParty: { id: 'u-3', name: 'Rita Reviewer', formerMember: false },
        status: 'confirmed',
        isVerified: false,
        flaggedAsSuspicious: true,
        isHidden: false,
        rating: 4,
        createdAt: '2026-11-20T00:00:00.000Z',
        deletedAt: null,
      },
      {
        id: 'r-2',
        otherParty: { id: 'u-9', name: 'Former member', formerMember: true },
        status: 'deleted',
        isVerified: false,
        flaggedAsSuspicious: false,
        isHidden: false,
        rating: 5,
        createdAt: '2026-11-10T00:00:00.000Z',
        deletedAt: '2026-11-11T00:00:00.000Z',
      },
    ],
  },
  sightings: {
    ipWindowDays: 30,
    totalDevices: 1,
    totalSignInIps: 1,
    devices: [{ fingerprint: '9f86d081884c', timesSeen: 3, firstSeenAt: '2026-01-05T00:00:00.000Z', lastSeenAt: '2026-11-20T00:00:00.000Z', otherAccounts: [] }],
    signInIps: [
      {
        ip: '198.51.100.77',
        timesSeen: 2,
        firstSeenAt: '2026-11-01T00:00:00.000Z',
        lastSeenAt: '2026-11-20T00:00:00.000Z',
        comparedByFraudRules: true,
        otherAccounts: [{ person: { id: 'u-3', name: 'Rita Reviewer', formerMember: false }, timesSeen: 1, lastSeenAt: '2026-11-20T00:00:00.000Z' }],
      },
    ],
  },
  moderation: {
    total: 2,
    steps: [
      {
        occurredAt: '2026-11-21T00:00:00.000Z',
        action: 'user.suspended',
        kind: 'admin',
        review: null,
        actor: { id: 'boss', name: 'Bea Boss', email: 'bea@example.com' },
        details: { reason: { category: 'fake-account', note: 'Company registry has no such agency' } },
      },
      {
        occurredAt: '2026-11-20T00:00:00.000Z',
        action: 'ReviewFlagged',
        kind: 'admin',
        review: { id: 'r-1', side: 'received' },
        actor: { id: null, name: 'system', email: null },
        details: { reason: 'Reviewer and reviewee signed in from the same device' },
      },
    ],
  },
  billing: {
    plan: 'professional',
    status: 'active',
    expiresAt: '2026-12-20T00:00:00.000Z',
    company: { name: 'Blue Horizon Crew', type: 'recruitment_agency', licenseNumber: 'MLC-RPS-0042', verified: false, verification: null },
    creditsBalance: 150,
    contactRequests: { total: 3, pending: 1, accepted: 1, declined: 1, recent: [] },
  },
};

const render = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin-dashboard/users/:userId" element={<UserDetailPage />} />
    </Routes>,
    { user: boss, path: '/admin-dashboard/users/u-2' },
  );

const section = (heading: string | RegExp) => screen.getByRole('heading', { level: 2, name: heading }).closest('.ant-card') as HTMLElement;

describe("An admin's page on one person", () => {
  it('shows the account, billing, every flag and decision, reviews and sign-ins, with one h1', async () => {
    stubApi({ [URL]: { body: detail } });
    render();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erin Employer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin-dashboard');

    const account = section('Account');
    expect(account).toHaveTextContent('erin@example.com');
    expect(account).toHaveTextContent('Jan 5, 2026');
    expect(within(account).getByRole('link', { name: 'Their entries in the audit log' })).toHaveAttribute('href', '/admin-dashboard?tab=audit&actorId=u-2&kind=all');

    const billing = section('Plan and billing');
    for (const text of ['Blue Horizon Crew (Recruitment Agency)', 'Unverified', 'Professional', 'Active', 'Dec 20, 2026', '$150', '3 sent: 1 pending, 1 accepted, 1 declined']) {
      expect(billing).toHaveTextContent(text);
    }

    const decisions = section('Flags and decisions (2)');
    expect(decisions).toHaveTextContent('Suspended account');
    expect(decisions).toHaveTextContent('Reason: Fake or impersonated account');
    expect(decisions).toHaveTextContent('Note: Company registry has no such agency');
    expect(decisions).toHaveTextContent('Flagged as suspicious');
    expect(decisions).toHaveTextContent('by the system');
    expect(within(decisions).getByRole('button', { name: 'on a review they received' })).toBeInTheDocument();

    const received = section('Reviews received (72)');
    expect(within(received).getByRole('link', { name: 'Rita Reviewer' })).toHaveAttribute('href', '/admin-dashboard/users/u-3');
    expect(within(received).getByText('Former member')).toBeInTheDocument();
    expect(within(received).queryByRole('link', { name: 'Former member' })).toBeNull();
    expect(within(received).getByText('Flagged')).toBeInTheDocument();
    expect(within(received).getByText('Deleted')).toBeInTheDocument();
    expect(received).toHaveTextContent('The newest 2 of 72.');
    expect(section('Reviews written (0)')).toHaveTextContent('None');

    const sightings = section('Sign-ins: addresses and devices');
    const address = within(sightings).getByText('198.51.100.77').closest('tr') as HTMLElement;
    expect(address).toHaveTextContent('Last 30 days');
    expect(within(address).getByRole('link', { name: 'Rita Reviewer' })).toBeInTheDocument();
    expect(sightings).toHaveTextContent('9f86d081884c');
  });

  it('verifies a company after the licence was checked, with a reason, and offers to revoke it then', async () => {
    let verified = false;
    const company = () => ({
      ...detail.billing!.company!,
      verified,
      verification: verified ? { method: 'admin' as const, verifiedAt: '2026-11-25T09:00:00.000Z', domain: null } : null,
    });
    const calls = stubApi({
      [URL]: () => ({ body: { ...detail, billing: { ...detail.billing!, company: company() } } }),
      'POST /api/admin/users/u-2/company-verification': () => {
        verified = true;
        return { body: { ...company(), pendingDomainEmail: null } };
      },
    });
    const user = setup();
    render();
    await screen.findByRole('heading', { level: 1, name: 'Erin Employer' });
    const card = section('Company');
    for (const text of ['Blue Horizon Crew', 'Recruitment Agency', 'MLC 2006 recruitment and placement service licence', 'MLC-RPS-0042', 'Unverified company']) expect(card).toHaveTextContent(text);

    await user.click(within(card).getByRole('button', { name: 'Verify company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Blue Horizon Crew?' });
    expect(dialog).toHaveTextContent('Verify only after checking the MLC 2006 recruitment and placement service licence (MLC-RPS-0042)');
    await user.click(within(dialog).getByRole('button', { name: 'Verify company' }));
    // A reason is needed: the note says what was checked.
    expect(await within(dialog).findByText('Write at least 10 characters: what you checked and why')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Licence confirmed with the flag state registry.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify company' }));

    expect(await screen.findByText('Company verified')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/users/u-2/company-verification',
      body: { reason: { category: 'confirmed-genuine', note: 'Licence confirmed with the flag state registry.' } },
    });
    expect(await within(section('Company')).findByRole('button', { name: 'Revoke verification' })).toBeInTheDocument();
    expect(section('Company')).toHaveTextContent('Checked by a Crew Reviews administrator, Nov 25, 2026');
  });

  it("offers no verification of the admin's own company, saying why", async () => {
    stubApi({ 'GET /api/admin/users/boss/detail': { body: { ...detail, account: { ...detail.account, id: 'boss' } } } });
    renderWithApp(
      <Routes>
        <Route path="/admin-dashboard/users/:userId" element={<UserDetailPage />} />
      </Routes>,
      { user: boss, path: '/admin-dashboard/users/boss' },
    );
    const card = await screen.findByText('You cannot verify your own company');
    expect(within(card.closest('.ant-card') as HTMLElement).queryByRole('button', { name: 'Verify company' })).toBeNull();
  });

  it("opens a review's history from the person's page", async () => {
    stubApi({
      [URL]: { body: detail },
      'GET /api/admin/reviews/r-1/history': {
        body: [{ stream: 'review', type: 'ReviewFlagged', recordedAt: '2026-11-20T00:00:00.000Z', actor: { id: null, name: 'system', email: null }, ip: null, userAgent: null, data: {} }],
      },
    });
    const user = setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'on a review they received' }));
    const drawer = (await screen.findByText('Review History')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Flagged as suspicious')).toBeInTheDocument();
  });

  it('stacks the tables into label/value rows on a phone', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      stubApi({ [URL]: { body: detail } });
      render();
      await screen.findByRole('heading', { level: 1, name: 'Erin Employer' });
      expect(document.querySelector('.ant-table')).toBeNull();
      const reviews = within(section('Reviews received (72)')).getByRole('list', { name: 'Reviews received' });
      const first = within(reviews).getAllByRole('listitem')[0];
      expect(first).toHaveTextContent('ReviewerRita Reviewer');
      expect(first).toHaveTextContent('Rating4/5');
    } finally {
      window.matchMedia = wide;
    }
  });

  it("says 'Former member' for an account that is gone", async () => {
    stubApi({ [URL]: { status: 404, body: { statusCode: 404, message: 'User not found' } } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Former member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('shows a failure with Retry, which loads the page', async () => {
    let fail = true;
    stubApi({ [URL]: () => (fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: detail }) });
    const user = setup();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: "This person's details could not be loaded" })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Erin Employer' })).toBeInTheDocument();
  });
});

describe('Resetting the second factors of someone who lost them', () => {
  const withFactors = { ...detail, account: { ...detail.account, secondFactors: { authenticator: true, passkeys: 2, recoveryCodesLeft: 7 } } };
  const renderAs = (viewer: typeof boss) =>
    renderWithApp(
      <Routes>
        <Route path="/admin-dashboard/users/:userId" element={<UserDetailPage />} />
      </Routes>,
      { user: viewer, path: '/admin-dashboard/users/u-2' },
    );

  it('lets a super admin reset them with a reason, and says what they had', async () => {
    let reset = false;
    const calls = stubApi({
      [URL]: () => ({ body: reset ? detail : withFactors }),
      'POST /api/admin/users/u-2/second-factors/reset': () => {
        reset = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderAs(boss);
    const account = await screen.findByText('Authenticator app, 2 passkeys; 7 recovery codes left');
    expect(account).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset second factors' }));
    const dialog = (await screen.findByText("Reset Erin Employer's second factors", { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('Only do this once you have made sure the request comes from them.');
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.click((await screen.findAllByTitle('Other')).at(-1)!);
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Called her on the number the company registry lists');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Second factors reset')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Authenticator app, 2 passkeys; 7 recovery codes left')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reset second factors' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: { category: 'other', note: 'Called her on the number the company registry lists' } });
  });

  it('offers the reset to super admins only', async () => {
    stubApi({ [URL]: { body: withFactors } });
    renderAs({ ...boss, adminLevel: 'admin' as never });
    expect(await screen.findByText('Authenticator app, 2 passkeys; 7 recovery codes left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset second factors' })).not.toBeInTheDocument();
  });
});

describe('UserDetailLink', () => {
  it("links a name to the person's admin page, and a deleted account to nothing", () => {
    renderWithApp(
      <>
        <UserDetailLink userId="u-2" name="Cody Crew" />
        <UserDetailLink userId="u-9" name="Former member" formerMember />
      </>,
      { user: boss },
    );
    expect(screen.getByRole('link', { name: 'Cody Crew' })).toHaveAttribute('href', '/admin-dashboard/users/u-2');
    expect(screen.getByText('Former member').closest('a')).toBeNull();
  });
});
