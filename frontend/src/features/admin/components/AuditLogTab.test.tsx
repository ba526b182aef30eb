import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import type { AuditLogEntry, ReviewHistoryStep } from '../api/schemas';
import { AuditLogTab } from './AuditLogTab';

const boss = { ...testUser, id: 'boss', adminLevel: 'super_admin' as const };
const bea = { id: 'boss', name: 'Bea Boss', email: 'bea@example.com' };
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '1',
  action: 'user.role-changed',
  kind: 'admin',
  occurredAt: '2026-11-20T10:00:00.000Z',
  actor: bea,
  target: { type: 'user', id: 'u-2', name: 'Cody Crew', formerMember: false },
  details: { from: 'crew', to: 'employer' },
  ip: '203.0.113.5',
  userAgent: 'Firefox',
  ...fields,
});

const ENTRIES: AuditLogEntry[] = [
  entry({ id: '1' }),
  entry({
    id: '2',
    action: 'review.deleted',
    target: { type: 'review', id: 'a1b2c3d4-0000-4000-8000-000000000001', name: null, formerMember: false },
    details: { reason: { category: 'conflict-of-interest', note: 'The reviewer is his brother' } },
  }),
  entry({ id: '3', action: 'user.deleted', target: { type: 'user', id: 'u-9', name: 'Former member', formerMember: true }, details: {} }),
  entry({
    id: '4',
    action: 'credits.added',
    kind: 'account',
    actor: { id: 'u-7', name: 'Ada Agency', email: 'ada@example.com' },
    target: { type: 'user', id: 'u-7', name: 'Ada Agency', formerMember: false },
    details: { amount: 100, testMode: true },
  }),
  entry({ id: '5', action: 'user.password-reset', details: { note: 'Asked by phone' } }),
  entry({ id: '6', action: 'user.suspended', details: { reason: { category: 'spam', note: 'Sent 40 requests in an hour' } } }),
];

/** Shows the page's query string, as the address bar would. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

const render = (path: string) =>
  renderWithApp(
    <>
      <AuditLogTab />
      <Address />
    </>,
    { user: boss, path },
  );

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Audit Log tab', () => {
  it('loads the filters from the address, and reads every entry in words with its links', async () => {
    const calls = stubApi({
      'GET /api/admin/audit-log?page=2&pageSize=25&actor=bea&action=user.deleted&action=review.deleted&from=2026-11-01&to=2026-11-30': {
        body: ENTRIES,
        headers: { 'x-total-count': '31' },
      },
    });
    render('/admin-dashboard?tab=audit&kind=all&actor=bea&action=user.deleted&action=review.deleted&from=2026-11-01&to=2026-11-30&page=2');
    expect(await screen.findByText('31 entries')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText('Admin name or email')).toHaveValue('bea');

    expect(within(row('Changed account type')).getByText('Crew → Employer')).toBeInTheDocument();
    expect(within(row('Changed account type')).getByRole('link', { name: 'Cody Crew' })).toHaveAttribute('href', '/admin-dashboard/users/u-2');
    expect(within(row('Changed account type')).getByRole('link', { name: 'Bea Boss' })).toHaveAttribute('href', '/admin-dashboard/users/boss');

    const deleted = row('Deleted review');
    expect(deleted).toHaveTextContent('Reason: Conflict of interest');
    expect(deleted).toHaveTextContent('Note: The reviewer is his brother');
    expect(deleted).not.toHaveTextContent('{');

    const gone = row('Deleted account');
    expect(within(gone).getByText('Former member')).toBeInTheDocument();
    expect(within(gone).queryByRole('link', { name: 'Former member' })).toBeNull();

    const own = row('Added credits (test mode)');
    expect(within(own).getByText('Account activity')).toBeInTheDocument();
    expect(own).toHaveTextContent('Ada Agency (their own account)');
    expect(own).toHaveTextContent('Amount: $100');

    // An action this release has no label for reads as its words.
    expect(row('User password reset')).toHaveTextContent('Note: Asked by phone');
    expect(row('Suspended account')).toHaveTextContent('Reason: Spam');

    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/audit-log.csv?actor=bea&action=user.deleted&action=review.deleted&from=2026-11-01&to=2026-11-30',
    );
  });

  it('shows admin actions by default, and puts a changed filter in the address (back to page 1)', async () => {
    const calls = stubApi({
      'GET /api/admin/audit-log?page=1&pageSize=25&kind=admin': { body: [ENTRIES[0]], headers: { 'x-total-count': '1' } },
      'GET /api/admin/audit-log?page=1&pageSize=25&kind=account': { body: [ENTRIES[3]], headers: { 'x-total-count': '1' } },
      'GET /api/admin/audit-log?page=1&pageSize=25&actor=ada&kind=account': { body: [], headers: { 'x-total-count': '0' } },
    });
    const user = setup();
    render('/admin-dashboard?tab=audit');
    expect(await screen.findByText('Changed account type')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Show'));
    await user.click(await screen.findByTitle('Account activity'));
    expect(await screen.findByText('Added credits (test mode)')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent('?tab=audit&kind=account');

    await user.type(screen.getByLabelText('Admin name or email'), 'ada{Enter}');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent('?tab=audit&actor=ada&kind=account');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Changed account type')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\?tab=audit$/);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/audit-log?page=1&pageSize=25&kind=admin',
      '/api/admin/audit-log?page=1&pageSize=25&kind=account',
      '/api/admin/audit-log?page=1&pageSize=25&actor=ada&kind=account',
    ]);
  });

  it("opens a review's history from its entry, deleted reviews included", async () => {
    const reviewId = 'a1b2c3d4-0000-4000-8000-000000000001';
    const history: ReviewHistoryStep[] = [
      { stream: 'review', type: 'ReviewDeleted', recordedAt: '2026-11-20T10:00:00.000Z', actor: bea, ip: null, userAgent: null, data: { reason: 'Spam' } },
    ];
    stubApi({
      'GET /api/admin/audit-log?page=1&pageSize=25&kind=admin': { body: [ENTRIES[1]], headers: { 'x-total-count': '1' } },
      [`GET /api/admin/reviews/${reviewId}/history`]: { body: history },
    });
    const user = setup();
    render('/admin-dashboard?tab=audit');
    await user.click(await screen.findByRole('button', { name: 'Open the history of review a1b2c3d4' }));
    const drawer = (await screen.findByText('Review History')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Review deleted')).toBeInTheDocument();
  });

  it("shows the server's refusal of a filter from a hand-edited address, with Retry and Clear filters", async () => {
    stubApi({
      'GET /api/admin/audit-log?page=1&pageSize=25&kind=admin&from=2026-02-30': { status: 400, body: { statusCode: 400, message: 'from must be a date written YYYY-MM-DD' } },
      'GET /api/admin/audit-log?page=1&pageSize=25&kind=admin': { body: [], headers: { 'x-total-count': '0' } },
    });
    const user = setup();
    render('/admin-dashboard?tab=audit&from=2026-02-30');
    expect(await screen.findByText('from must be a date written YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('No admin actions yet')).toBeInTheDocument();
  });
});
