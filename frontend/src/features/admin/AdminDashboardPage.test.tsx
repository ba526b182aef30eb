import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import AdminDashboardPage from './AdminDashboardPage';
import type { AdminReview, AdminUser, ReviewHistoryStep, SystemStats } from './api/schemas';

const boss = { ...testUser, id: 'boss', adminLevel: 'super_admin' as const };
const stats: SystemStats = {
  users: { totalUsers: 42, crewMembers: 30, employers: 9, admins: 3 },
  reviews: { totalReviews: 120, verifiedReviews: 77, pendingReviews: 20, suspiciousReviews: 4 },
};
const cody: AdminUser = {
  id: 'u-2',
  email: 'cody@example.com',
  firstName: 'Cody',
  lastName: 'Crew',
  role: 'crew',
  adminLevel: null,
  isVerified: true,
  subscriptionStatus: null,
  subscriptionPlan: null,
  suspendedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const flagged: AdminReview = {
  id: 'r-1',
  revieweeId: 'u-2',
  revieweeName: 'Cody Crew',
  reviewerId: 'u-3',
  reviewerName: 'Rita Reviewer',
  reviewerEmail: 'rita@example.com',
  status: 'pending',
  isVerified: false,
  flaggedAsSuspicious: true,
  flaggingReason: 'Reviewer and reviewee signed in from the same device',
  signals: [],
  isHidden: false,
  rating: 5,
  text: 'Best deckhand ever.',
  reviewerPosition: 'Bosun',
  reviewerVessel: 'M/Y Aurora',
  ipAddress: '203.0.113.9',
  verificationNotes: null,
  resolution: null,
  createdAt: '2026-11-20T00:00:00.000Z',
};

const USERS = 'GET /api/admin/users?page=1&pageSize=20';
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof setup>;

/** The dialog every decision opens: a reason category and a note. */
async function giveReason(user: User, dialog: HTMLElement, category: string, note: string) {
  await user.click(within(dialog).getByLabelText('Reason'));
  // An earlier dialog's list may still be in the document: the newest is the open one.
  await user.click((await screen.findAllByTitle(category)).at(-1)!);
  await user.click(within(dialog).getByLabelText('Note'));
  await user.paste(note);
}
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('Admin dashboard', () => {
  it('shows the badge, the four numbers and the users, and changes a role with the spec toast', async () => {
    let failRole = false;
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [cody] },
      'PATCH /api/admin/users/u-2/role': () =>
        failRole ? { status: 403, body: { message: 'Admin privileges required' } } : { body: { ...cody, role: 'employer' } },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    expect(await screen.findByText('Super Admin Access')).toBeInTheDocument();
    for (const [title, value] of [['Total Users', '42'], ['Total Reviews', '120'], ['Verified Reviews', '77'], ['Suspicious Reviews', '4']]) {
      expect(screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')).toHaveTextContent(value);
    }
    expect(await screen.findByText('cody@example.com')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Role of cody@example.com'));
    await user.click(await screen.findByTitle('Employer'));
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/admin/users/u-2/role', body: { role: 'employer' } });

    failRole = true;
    await user.click(screen.getByLabelText('Role of cody@example.com'));
    await user.click(await screen.findByTitle('Agency'));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Admin privileges required')).toBeInTheDocument();
  });

  it('deletes a user after the spec confirmation and a reason, and shows the server refusal as an Error toast', async () => {
    let refuse = false;
    let deleted = false;
    const me: AdminUser = { ...cody, id: 'boss', email: 'boss@example.com', firstName: 'Bea', lastName: 'Boss', adminLevel: 'super_admin' };
    const dora: AdminUser = { ...cody, id: 'u-4', email: 'dora@example.com', firstName: 'Dora', lastName: 'Deck' };
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: () => ({ body: deleted ? [me, dora] : [me, cody, dora] }),
      'DELETE /api/admin/users/u-2': () => {
        deleted = true;
        return { status: 204 };
      },
      'DELETE /api/admin/users/u-4': () => (refuse ? { status: 409, body: { message: 'There must always be a super admin: make another person super admin first' } } : { status: 204 }),
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    expect(await screen.findByText('cody@example.com')).toBeInTheDocument();
    // Never your own account from the admin area.
    expect(screen.queryByRole('button', { name: 'Delete boss@example.com' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete cody@example.com' }));
    const dialog = await dialogTitled('Delete user');
    expect(within(dialog).getByText('Delete user cody@example.com? This action cannot be undone.')).toBeInTheDocument();
    // No reason, no deletion.
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Choose the reason for this decision')).toBeInTheDocument();
    expect(await within(dialog).findByText('Write at least 10 characters: what you checked and why')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await giveReason(user, dialog, 'Fake or impersonated account', 'Two reports, no vessel history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/admin/users/u-2', body: { reason: { category: 'fake-account', note: 'Two reports, no vessel history' } } },
    ]);
    await screen.findByText('dora@example.com');
    expect(screen.queryByText('cody@example.com')).not.toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Delete dora@example.com' }));
    const second = await dialogTitled('Delete user');
    await giveReason(user, second, 'Other', 'Asked us to close it');
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('There must always be a super admin: make another person super admin first')).toBeInTheDocument();
  });

  it('offers a moderator only the levels she may grant, says why others are out of reach, and changes a level after a reason', async () => {
    const moderator = { ...testUser, id: 'mod', adminLevel: 'moderator' as const };
    const boss: AdminUser = { ...cody, id: 'u-9', email: 'boss@example.com', adminLevel: 'super_admin' };
    const senior: AdminUser = { ...cody, id: 'u-8', email: 'senior@example.com', adminLevel: 'admin' };
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [cody, boss, senior] },
      'PATCH /api/admin/users/u-2/admin-level': { body: { ...cody, adminLevel: 'moderator' } },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: moderator });
    await screen.findByText('cody@example.com');
    expect(screen.getByText('As a moderator you can grant moderator. Admin and super admin are granted by an admin or a super admin.')).toBeInTheDocument();
    // Out of reach: no select, and the reason instead.
    expect(screen.queryByLabelText('Admin level of boss@example.com')).not.toBeInTheDocument();
    expect(screen.getAllByText('Only a super admin can act on a super admin').length).toBeGreaterThan(0);
    expect(screen.getAllByText('You cannot act on someone whose admin level is above your own').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete boss@example.com' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Admin level of cody@example.com'));
    expect(await screen.findByTitle('Moderator')).toBeInTheDocument();
    expect(screen.queryByTitle('Admin')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Super Admin')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Moderator'));
    const dialog = await dialogTitled('Change admin level');
    expect(within(dialog).getByText(/make Cody Crew moderator \(now: none\)\. They will be emailed/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await giveReason(user, dialog, 'Other', 'Joins the weekend moderation rota');
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));
    expect(await screen.findByText('Admin level updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/users/u-2/admin-level',
      body: { adminLevel: 'moderator', reason: { category: 'other', note: 'Joins the weekend moderation rota' } },
    });
  });

  it('suspends a user with a reason, shows the suspension, and lifts it', async () => {
    let suspended = false;
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: () => ({ body: [{ ...cody, suspendedAt: suspended ? '2026-11-25T09:00:00.000Z' : null }] }),
      'POST /api/admin/users/suspend': () => {
        suspended = true;
        return { body: [{ ...cody, suspendedAt: '2026-11-25T09:00:00.000Z' }] };
      },
      'POST /api/admin/users/u-2/lift-suspension': () => {
        suspended = false;
        return { body: cody };
      },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Suspend cody@example.com' }));
    const dialog = await dialogTitled('Suspend account');
    expect(within(dialog).getByText(/Nothing is deleted, and you can lift it later/)).toBeInTheDocument();
    await giveReason(user, dialog, 'Fake or impersonated account', 'Same device as three fake reviewers');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userIds: ['u-2'], reason: { category: 'fake-account', note: 'Same device as three fake reviewers' } });
    expect(await screen.findByText('Suspended since Nov 25, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift suspension of cody@example.com' }));
    const lift = await dialogTitled('Lift suspension');
    await giveReason(user, lift, 'Confirmed genuine', 'Explained: shared the crew laptop');
    await user.click(within(lift).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suspend cody@example.com' })).toBeInTheDocument();
  });

  it('sends the search and role filter to the server', async () => {
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [cody] },
      'GET /api/admin/users?page=1&pageSize=20&role=agency': { body: [] },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await screen.findByText('cody@example.com');
    await user.click(screen.getByLabelText('Filter by role'));
    await user.click(await screen.findByTitle('Agency'));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/users?page=1&pageSize=20&role=agency');
  });

  it('says when a search matches more people than the server counts', async () => {
    stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [cody], headers: { 'x-total-count': '1' } },
      'GET /api/admin/users?page=1&pageSize=20&search=smith': { body: [cody], headers: { 'x-total-count': '1000', 'x-total-count-capped': 'true' } },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await screen.findByText('cody@example.com');
    expect(screen.queryByText(/people match/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Search users by name or email'));
    await user.paste('smith');
    expect(await screen.findByText('More than 1,000 people match: the first 1,000 are in these pages. Narrow the search to find the others.')).toBeInTheDocument();
  });

  it("shows the fraud rules' signals on the High Risk card, flags and warnings, each with its evidence", async () => {
    const withSignals: AdminReview = {
      ...flagged,
      flaggingReason: 'Reviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026)',
      signals: [
        { rule: 'same-device', weight: 'flag', reason: 'Reviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026)', evidence: { timesSeen: 3, firstSeenAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-19T22:00:00.000Z', reviewIds: [] } },
        { rule: 'same-ip-as-reviewee', weight: 'warning', reason: 'Same IP address as the reviewee (reviewee signed in from it 2 times, last Nov 18, 2026)', evidence: { timesSeen: 2, lastSeenAt: '2026-11-18T09:00:00.000Z' } },
      ],
    };
    stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/suspicious-reviews?pageSize=20': { body: [withSignals] },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'Suspicious Reviews' }));
    const card = (await screen.findByText('High Risk')).closest('.ant-card') as HTMLElement;
    const items = within(within(card).getByRole('list', { name: 'Fraud signals' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FlagReviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026)',
      'WarningSame IP address as the reviewee (reviewee signed in from it 2 times, last Nov 18, 2026)',
    ]);
    expect(within(card).getByText('Signals')).toBeInTheDocument();
  });

  it('links each card to the other reviews its signals name, and opens their history from there', async () => {
    const COPY = '9b2f6c1e-4d7a-4c55-8f0e-2a1b3c4d5e6f';
    const original: AdminReview = {
      ...flagged,
      flaggedAsSuspicious: false,
      flaggingReason: null,
      signals: [{ rule: 'near-duplicate-text', weight: 'warning', reason: 'A later review of the same person is nearly identical to this one (97% similar)', evidence: { similarity: 0.97, reviewIds: [COPY], namedBy: COPY } }],
    };
    const copy: AdminReview = {
      ...flagged,
      id: COPY,
      reviewerName: 'Carl Copier',
      flaggingReason: 'Review text is nearly identical to an earlier review of the same person (97% similar)',
      signals: [{ rule: 'near-duplicate-text', weight: 'flag', reason: 'Review text is nearly identical to an earlier review of the same person (97% similar)', evidence: { similarity: 0.97, reviewIds: ['r-1'] } }],
    };
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/reviews?pageSize=20': { body: [copy, original] },
      [`GET /api/admin/reviews/${COPY}/history`]: {
        body: [{ stream: 'review', type: 'ReviewSubmitted', recordedAt: '2026-11-21T10:00:00.000Z', actor: { id: 'u-4', name: 'Carl Copier', email: null }, ip: null, userAgent: null, data: { rating: 5 } }],
      },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'All Reviews' }));
    const cardOf = async (name: string) => (await screen.findByRole('listitem', { name: `Review by ${name} about Cody Crew` })) as HTMLElement;

    // The copy names its original, and the original names the copy: one link each way.
    const copyCard = await cardOf('Carl Copier');
    expect(within(copyCard).getByText('Related review:')).toBeInTheDocument();
    expect(within(copyCard).getByRole('button', { name: 'Open the history of review r-1' })).toHaveTextContent('r-1');
    const originalCard = await cardOf('Rita Reviewer');
    expect(within(originalCard).getByText('A later review of the same person is nearly identical to this one (97% similar)')).toBeInTheDocument();
    await user.click(within(originalCard).getByRole('button', { name: `Open the history of review ${COPY}` }));

    const drawer = (await screen.findByText('Review History')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Review submitted')).toBeInTheDocument();
    expect(within(drawer).getByText('Carl Copier')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(`/api/admin/reviews/${COPY}/history`);
  });

  it('shows suspicious reviews as High Risk cards and deletes one after the confirmation', async () => {
    let deleted = false;
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/suspicious-reviews?pageSize=20': () => ({ body: deleted ? [] : [flagged] }),
      'DELETE /api/admin/reviews/r-1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'Suspicious Reviews' }));
    const card = (await screen.findByText('High Risk')).closest('.ant-card') as HTMLElement;
    for (const text of ['Reviewer and reviewee signed in from the same device', '203.0.113.9', 'Bosun', 'M/Y Aurora']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await dialogTitled('Delete Review');
    expect(within(confirm).getByText(/^Delete this suspicious review\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await giveReason(user, confirm, 'Spam', 'Same text on three profiles');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No Suspicious Reviews')).toBeInTheDocument();
  });

  it("opens a review's history: who did what, when and from where", async () => {
    const history: ReviewHistoryStep[] = [
      { stream: 'review-request', type: 'ReviewRequested', recordedAt: '2026-11-19T10:00:00.000Z', actor: { id: 'u-2', name: 'Cody Crew', email: 'cody@example.com' }, ip: '203.0.113.1', userAgent: 'Firefox', data: {} },
      { stream: 'review', type: 'ReviewFlagged', recordedAt: '2026-11-20T10:00:00.000Z', actor: { id: null, name: 'system', email: null }, ip: null, userAgent: null, data: { reason: 'Same device' } },
    ];
    stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/reviews?pageSize=20': { body: [flagged] },
      'GET /api/admin/reviews/r-1/history': { body: history },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'All Reviews' }));
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const drawer = (await screen.findByText('Review History')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Review requested')).toBeInTheDocument();
    expect(within(drawer).getByText('Cody Crew')).toBeInTheDocument();
    expect(within(drawer).getByText('Flagged as suspicious')).toBeInTheDocument();
    expect(within(drawer).getByText('system')).toBeInTheDocument();
    expect(within(drawer).getByText('Same device')).toBeInTheDocument();
  });

  it('clears a flag with a reason whose note the server keeps as admin notes', async () => {
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/reviews?pageSize=20': { body: [flagged] },
      'POST /api/admin/reviews/r-1/clear-flag': { status: 204 },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'All Reviews' }));
    await user.click(await screen.findByRole('button', { name: 'Clear Flag' }));
    const dialog = (await screen.findByText('The flag was unfounded', { exact: false })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Clear Flag', { selector: '.ant-modal-title' })).toBeInTheDocument();
    // 'Confirmed genuine' is suggested; the note is the admin's own.
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Shipmates on one laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Clear Flag' }));
    expect(await screen.findByText('Flag cleared')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/reviews/r-1/clear-flag',
      body: { reason: { category: 'confirmed-genuine', note: 'Shipmates on one laptop' } },
    });
  });

  it('shows a settled flag as resolved, by whom, when and why, never as a live red Flag', async () => {
    const settled: AdminReview = {
      ...flagged,
      flaggedAsSuspicious: false,
      flaggingReason: null,
      signals: [{ rule: 'same-device', weight: 'flag', reason: 'Reviewer and reviewee used the same device', evidence: {} }],
      resolution: { kind: 'flag-cleared', actor: { id: 'boss', name: 'Ada Admin', email: 'ada@example.com' }, at: '2026-11-25T09:00:00.000Z', category: 'confirmed-genuine', note: 'Confirmed with the captain' },
    };
    stubApi({ 'GET /api/admin/system-stats': { body: stats }, [USERS]: { body: [] }, 'GET /api/admin/reviews?pageSize=20': { body: [settled] } });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await user.click(await screen.findByRole('tab', { name: 'All Reviews' }));
    expect(await screen.findByText('Flag cleared by Ada Admin on Nov 25, 2026 (Confirmed genuine): Confirmed with the captain')).toBeInTheDocument();
    const signals = within(screen.getByRole('list', { name: 'Fraud signals' })).getAllByRole('listitem');
    expect(signals.map((item) => item.textContent)).toEqual(['Flag (resolved)Reviewer and reviewee used the same device']);
    expect(screen.queryByText('Flag', { selector: '.ant-tag' })).not.toBeInTheDocument();
    expect(screen.queryByText('Suspicious')).not.toBeInTheDocument();
  });

  it('filters the queue on the server with the filters in the URL, and decides several reviews at once with one reason', async () => {
    const second: AdminReview = { ...flagged, id: 'r-2', reviewerName: 'Sam Second', text: 'Another one.' };
    let cleared = false;
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/suspicious-reviews?pageSize=20': () => ({ body: cleared ? [] : [flagged, second], headers: { 'X-Total-Count': cleared ? '0' : '2' } }),
      'GET /api/admin/suspicious-reviews?pageSize=20&rule=same-device': { body: [flagged], headers: { 'X-Total-Count': '1' } },
      'POST /api/admin/reviews/bulk': () => {
        cleared = true;
        return { body: [{ reviewId: 'r-1', ok: true, message: null }, { reviewId: 'r-2', ok: false, message: 'This review is not flagged' }] };
      },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss, path: '/admin-dashboard?tab=suspicious' });
    expect(await screen.findByText('2 reviews')).toBeInTheDocument();

    // jsdom's window matches no media query: this is the phone layout, filters folded.
    expect(screen.queryByLabelText('Fraud rule')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters and sorting' }));
    await user.click(screen.getByLabelText('Fraud rule'));
    await user.click(await screen.findByTitle('Same device as the reviewee'));
    expect(await screen.findByText('1 review')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/suspicious-reviews?pageSize=20&rule=same-device');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 reviews')).toBeInTheDocument();

    await user.click(screen.getByText('Select all on this page'));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Clear flags' }));
    const dialog = await dialogTitled('Clear flags');
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Shipmates who shared one laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Clear flags' }));
    expect(await screen.findByText('1 review updated')).toBeInTheDocument();
    expect(await screen.findByText('1 review was not changed')).toBeInTheDocument();
    expect(screen.getByText('This review is not flagged')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'clear-flag', reviewIds: ['r-1', 'r-2'], reason: { category: 'confirmed-genuine', note: 'Shipmates who shared one laptop' } });
  });

  it('lists open disputes and lets another admin than the first decider overturn one with a reason', async () => {
    const dispute = {
      id: 'd-1',
      reviewId: 'r-1',
      reviewText: 'Best deckhand ever.',
      rating: 5,
      revieweeName: 'Cody Crew',
      reviewerName: 'Rita Reviewer',
      decision: 'removed' as const,
      decidedBy: { id: 'other-admin', name: 'Ada First', email: 'ada@example.com' },
      disputedBy: { id: 'u-2', name: 'Cody Crew', email: 'cody@example.com' },
      side: 'reviewee' as const,
      text: 'We served together on M/Y Aurora all season.',
      createdAt: '2026-11-25T10:00:00.000Z',
      status: 'open' as const,
      resolution: null,
    };
    let decided = false;
    const calls = stubApi({
      'GET /api/admin/system-stats': { body: stats },
      [USERS]: { body: [] },
      'GET /api/admin/disputes?status=open': () => ({ body: decided ? [] : [dispute, { ...dispute, id: 'd-2', decidedBy: { id: 'boss', name: 'Bea Boss', email: 'b@example.com' } }] }),
      'POST /api/admin/reviews/r-1/disputes/d-1/decide': () => {
        decided = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss, path: '/admin-dashboard?tab=disputes' });
    const [theirs, mine] = await screen.findAllByRole('listitem', { name: 'Dispute by Cody Crew' });
    expect(within(theirs).getByText('We served together on M/Y Aurora all season.')).toBeInTheDocument();
    expect(within(mine).getByText('You made the first decision: another admin decides this dispute.')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Overturn' })).not.toBeInTheDocument();

    await user.click(within(theirs).getByRole('button', { name: 'Overturn' }));
    const dialog = await dialogTitled('Overturn the decision');
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('The captain confirmed they served together');
    await user.click(within(dialog).getByRole('button', { name: 'Overturn' }));
    expect(await screen.findByText('Decision overturned')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'overturned', reason: { category: 'confirmed-genuine', note: 'The captain confirmed they served together' } });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
  });

  it('shows the spec numbers and, on the Analytics tab only, weekly charts with their table', async () => {
    const weeks = Array.from({ length: 12 }, (_, i) => ({
      weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
      signUps: i,
      reviews: 2 * i,
      flagsRaised: i % 3,
      flagsCleared: i % 2,
    }));
    const calls = stubApi({ 'GET /api/admin/system-stats': { body: stats }, [USERS]: { body: [] }, 'GET /api/admin/analytics': { body: weeks } });
    const user = setup();
    renderWithApp(<AdminDashboardPage />, { user: boss });
    await screen.findByText('Super Admin Access');
    expect(calls.some((c) => c.url === '/api/admin/analytics')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByLabelText('Crew Members: 30 of 42')).toBeInTheDocument();
    expect(screen.getByLabelText('Suspicious: 4 of 120')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Sign-ups and reviews per week' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Flags raised and cleared per week' })).toBeInTheDocument();
    const latest = screen.getByRole('row', { name: /Nov 23, 2026/ });
    expect(within(latest).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 23, 2026', '11', '22', '2', '1']);
  });
});
