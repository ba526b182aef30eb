import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RecentCheckProvider } from '../../../components/RecentCheck';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import AdminDashboardPage from '../AdminDashboardPage';
import type { FailedJob, SystemOverview } from '../api/system';
import { formatAge, SystemTab } from './SystemTab';

const boss = { ...testUser, id: 'boss', adminLevel: 'super_admin' as const };
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const queues = ['mail', 'integration-events', 'system'].map((name) => ({ name, waiting: 0, active: 0, delayed: 0, failed: 0 })) as SystemOverview['queues'];
const subscriber = (fields: Partial<SystemOverview['subscribers'][number]> = {}): SystemOverview['subscribers'][number] => ({
  name: 'search.crew-directory',
  events: ['identity.profile-changed', 'reviews.review-confirmed'],
  position: '120',
  headPosition: '120',
  lag: 0,
  lagSeconds: null,
  lastError: null,
  lastErrorAt: null,
  replay: null,
  ...fields,
});
const overview = (fields: Partial<SystemOverview> = {}): SystemOverview => ({
  queues,
  outbox: { waiting: 0, notDispatched: 0, oldestAgeSeconds: null, failed: 0 },
  subscribers: [subscriber()],
  ...fields,
});
const failedMail: FailedJob = {
  queue: 'mail',
  id: 'outbox-42',
  name: 'platform.send-mail',
  error: '450 Mailbox unavailable',
  attemptsMade: 100,
  failedAt: '2026-11-24T08:00:00.000Z',
};

describe('Admin dashboard: System', () => {
  it('shows each queue, the outbox and each subscriber in tables, and says when no job failed', async () => {
    stubApi({
      'GET /api/admin/system': {
        body: overview({
          queues: [{ name: 'mail', waiting: 12500, active: 1, delayed: 2, failed: 0 }] as SystemOverview['queues'],
          outbox: { waiting: 4, notDispatched: 1, oldestAgeSeconds: 185, failed: 0 },
          subscribers: [subscriber({ position: '3085095', headPosition: '3085117', lag: 22, lagSeconds: 7300, lastError: 'reviews.review-confirmed at position 99: deadlock detected', lastErrorAt: '2026-11-24T09:00:00.000Z' })],
        }),
      },
      'GET /api/admin/system/failed-jobs': { body: [] },
    });
    renderWithApp(<SystemTab />, { user: boss });

    const queueRow = within(await screen.findByRole('row', { name: /mail/ }));
    // Counts and log positions at market size read with thousands separators.
    expect(queueRow.getAllByRole('cell').map((c) => c.textContent)).toEqual(['mail', '12,500', '1', '2', '0']);
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    const outbox = within(screen.getByRole('region', { name: 'Outbox' }));
    expect(outbox.getByLabelText('Waiting rows: 4')).toBeInTheDocument();
    expect(outbox.getByLabelText('Oldest waiting: 3 min')).toBeInTheDocument();
    const subscribers = within(screen.getByRole('region', { name: 'Subscribers' }));
    const row = within(subscribers.getByRole('row', { name: /search\.crew-directory/ }));
    expect(row.getByText('3,085,095 of 3,085,117')).toBeInTheDocument();
    expect(row.getByText('22 events')).toBeInTheDocument();
    expect(row.getByText('oldest 2 h 1 min')).toBeInTheDocument();
    expect(row.getByText(/deadlock detected/)).toBeInTheDocument();
  });

  it('retries and discards a failed job only with a reason, sent with the action, with toasts', async () => {
    let failed = [failedMail, { ...failedMail, id: 'outbox-43', error: 'Invalid address' }];
    const calls = stubApi({
      'GET /api/admin/system': { body: overview() },
      'GET /api/admin/system/failed-jobs': () => ({ body: failed }),
      'POST /api/admin/system/failed-jobs/mail/outbox-42/retry': () => {
        failed = failed.filter((j) => j.id !== 'outbox-42');
        return { status: 204 };
      },
      'DELETE /api/admin/system/failed-jobs/mail/outbox-43': () => {
        failed = [];
        return { status: 204 };
      },
    });
    const changes = () => calls.filter((c) => c.method !== 'GET').map((c) => ({ call: `${c.method} ${c.url}`, body: c.body }));
    const user = setup();
    renderWithApp(<SystemTab />, { user: boss });

    const jobs = within(screen.getByRole('region', { name: 'Failed jobs' }));
    expect(await jobs.findByText('450 Mailbox unavailable')).toBeInTheDocument();
    expect(within(jobs.getByRole('row', { name: /outbox-42/ })).getByText('100')).toBeInTheDocument();

    await user.click(jobs.getByRole('button', { name: 'Retry mail job outbox-42' }));
    const retry = within(await screen.findByRole('dialog', { name: 'Retry this job?' }));
    // Without a reason nothing is sent.
    await user.click(retry.getByRole('button', { name: 'Retry' }));
    expect(await retry.findByText('Write at least 10 characters: why this is needed')).toBeInTheDocument();
    await user.type(retry.getByLabelText('Reason'), 'short');
    await user.click(retry.getByRole('button', { name: 'Retry' }));
    expect(changes()).toEqual([]);
    await user.type(retry.getByLabelText('Reason'), ': the mail server is back');
    await user.click(retry.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(changes()).toEqual([{ call: 'POST /api/admin/system/failed-jobs/mail/outbox-42/retry', body: { reason: 'short: the mail server is back' } }]);
    expect(jobs.queryByText('450 Mailbox unavailable')).not.toBeInTheDocument();

    await user.click(jobs.getByRole('button', { name: 'Discard mail job outbox-43' }));
    const discard = within(await screen.findByRole('dialog', { name: 'Discard this job?' }));
    expect(discard.getByText(/removed for good/)).toBeInTheDocument();
    await user.type(discard.getByLabelText('Reason'), '  The address does not exist.  ');
    await user.click(discard.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Job discarded')).toBeInTheDocument();
    expect(changes().slice(1)).toEqual([{ call: 'DELETE /api/admin/system/failed-jobs/mail/outbox-43', body: { reason: 'The address does not exist.' } }]);
    expect(await jobs.findByText('No failed jobs')).toBeInTheDocument();
  });

  it('works from the keyboard: Enter sends once the reason is written, Escape closes unsent', async () => {
    const calls = stubApi({
      'GET /api/admin/system': { body: overview() },
      'GET /api/admin/system/failed-jobs': { body: [failedMail] },
      'POST /api/admin/system/failed-jobs/mail/outbox-42/retry': { status: 204 },
    });
    const user = setup();
    renderWithApp(<SystemTab />, { user: boss });
    const jobs = within(screen.getByRole('region', { name: 'Failed jobs' }));

    await user.click(await jobs.findByRole('button', { name: 'Retry mail job outbox-42' }));
    const first = within(await screen.findByRole('dialog', { name: 'Retry this job?' }));
    // The reason field takes the focus as the dialog opens: typing goes there; Enter on an empty reason sends nothing.
    await waitFor(() => expect(first.getByLabelText('Reason')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Write at least 10 characters: why this is needed')).toBeInTheDocument();
    await user.keyboard('Not needed after all{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Retry this job?' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(jobs.getByRole('button', { name: 'Retry mail job outbox-42' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Retry this job?' }));
    // Opened afresh: the reason given up on is gone.
    expect(dialog.getByLabelText('Reason')).toHaveValue('');
    await waitFor(() => expect(dialog.getByLabelText('Reason')).toHaveFocus());
    await user.keyboard('The mail server accepts again{Enter}');
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'The mail server accepts again' }]);
  });

  it('asks an old session to confirm it is you, then discards with the reason given', async () => {
    let checked = false;
    const calls = stubApi({
      'GET /api/admin/system': { body: overview() },
      'GET /api/admin/system/failed-jobs': () => ({ body: checked ? [] : [failedMail] }),
      'DELETE /api/admin/system/failed-jobs/mail/outbox-42': () =>
        checked ? { status: 204 } : { status: 403, body: { statusCode: 403, error: 'Forbidden', code: 'recent-check-required', message: 'For your security, confirm it is you again to continue.' } },
      'GET /api/auth/security': { body: { checkMethods: ['password'], passkeys: [], hasSecondFactor: false } },
      'POST /api/auth/check/password': () => {
        checked = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(
      <RecentCheckProvider>
        <SystemTab />
      </RecentCheckProvider>,
      { user: boss },
    );
    await user.click(await screen.findByRole('button', { name: 'Discard mail job outbox-42' }));
    await user.type(within(await screen.findByRole('dialog', { name: 'Discard this job?' })).getByLabelText('Reason'), 'The address does not exist.');
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    const check = (await screen.findByText("Confirm it's you")).closest<HTMLElement>('[role="dialog"]')!;
    await user.type(await within(check).findByLabelText('Your password'), 'anchor-watch-at-dawn-42');
    await user.click(within(check).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Job discarded')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [`${c.method} ${c.url}`, c.body])).toEqual([
      ['DELETE /api/admin/system/failed-jobs/mail/outbox-42', { reason: 'The address does not exist.' }],
      ['POST /api/auth/check/password', { password: 'anchor-watch-at-dawn-42' }],
      ['DELETE /api/admin/system/failed-jobs/mail/outbox-42', { reason: 'The address does not exist.' }],
    ]);
  });

  it('replays a subscriber after a reason and shows its progress until done', async () => {
    let replay: SystemOverview['subscribers'][number]['replay'] = null;
    const calls = stubApi({
      'GET /api/admin/system': () => ({ body: overview({ subscribers: [subscriber({ replay })] }) }),
      'GET /api/admin/system/failed-jobs': { body: [] },
      'POST /api/admin/system/subscribers/search.crew-directory/replay': () => {
        replay = { jobId: 'outbox-7', state: 'running', done: 500, total: 2000, error: null, finishedAt: null };
        return { status: 202, body: { jobId: 'outbox-7' } };
      },
    });
    const user = setup();
    renderWithApp(<SystemTab />, { user: boss });

    await user.click(await screen.findByRole('button', { name: 'Replay from the start: search.crew-directory' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replay search.crew-directory from the start?' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(dialog.getByLabelText('Reason'), 'Search rows drifted after a manual fix');
    await user.click(dialog.getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Replay started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'Search rows drifted after a manual fix' }]);
    expect(await screen.findByText('Replaying: 500 of 2,000 events')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // While it runs, it cannot be started twice.
    expect(screen.getByRole('button', { name: 'Replay from the start: search.crew-directory' })).toBeDisabled();

    replay = { jobId: 'outbox-7', state: 'done', done: 2000, total: 2000, error: null, finishedAt: '2026-11-24T10:00:00.000Z' };
    expect(await screen.findByText(/^Replayed 2,000 events/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/system': () => (down ? { status: 500, body: { message: 'boom' } } : { body: overview() }),
      'GET /api/admin/system/failed-jobs': { body: [] },
    });
    const user = setup();
    renderWithApp(<SystemTab />, { user: boss });
    expect(await screen.findByText('The queues could not be loaded')).toBeInTheDocument();
    down = false;
    await user.click(within(screen.getByRole('region', { name: 'Queues' })).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /integration-events/ })).toBeInTheDocument();
  });

  it('is a tab for super admins only', async () => {
    const stats = { users: { totalUsers: 1, crewMembers: 1, employers: 0, admins: 1 }, reviews: { totalReviews: 0, verifiedReviews: 0, pendingReviews: 0, suspiciousReviews: 0 } };
    stubApi({ 'GET /api/admin/system-stats': { body: stats }, 'GET /api/admin/users?page=1&pageSize=20': { body: [], headers: { 'x-total-count': '0' } } });
    const { unmount } = renderWithApp(<AdminDashboardPage />, { user: { ...boss, adminLevel: 'admin' }, path: '/admin-dashboard' });
    expect(await screen.findByRole('tab', { name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'System' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<AdminDashboardPage />, { user: boss, path: '/admin-dashboard' });
    expect(await screen.findByRole('tab', { name: 'System' })).toBeInTheDocument();
  });

  it('reads ages as people do', () => {
    expect([formatAge(42), formatAge(300), formatAge(3600), formatAge(3 * 3600 + 120), formatAge(2 * 86400 + 4 * 3600), formatAge(null)]).toEqual(['42 s', '5 min', '1 h', '3 h 2 min', '2 d 4 h', '—']);
  });
});
