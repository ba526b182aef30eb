import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

const boss = { ...testUser, id: 'boss', adminLevel: 'super_admin' as const };
const stats = {
  users: { totalUsers: 1, crewMembers: 1, employers: 0, admins: 1 },
  reviews: { totalReviews: 0, verifiedReviews: 0, pendingReviews: 0, suspiciousReviews: 0 },
};

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

describe('Admin dashboard tabs in the address', () => {
  it('opens the tab a link names, with its filters, and keeps the open tab in the address', async () => {
    stubApi({
      'GET /api/admin/system-stats': { body: stats },
      'GET /api/admin/audit-log?page=1&pageSize=25&actorId=u-7&kind=account': { body: [], headers: { 'x-total-count': '0' } },
      'GET /api/admin/analytics': { body: [] },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(
      <>
        <AdminDashboardPage />
        <Address />
      </>,
      { user: boss, path: '/admin-dashboard?tab=audit&actorId=u-7&kind=account' },
    );
    expect(await screen.findByRole('tab', { name: 'Audit Log', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\?tab=analytics$/);
  });
});
