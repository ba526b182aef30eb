import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../test/api-stub';
import { renderWithApp, testUser } from '../test/render';
import DashboardPage from './DashboardPage';

const company = { name: 'Bluewater Crew Agency', type: 'recruitment_agency', licenseNumber: null, verified: false, verification: null, pendingDomainEmail: null };
const agency = { ...testUser, role: 'agency' as const, subscriptionStatus: 'active', subscriptionPlan: 'professional', subscriptionExpiresAt: '2099-01-01T00:00:00.000Z' };

describe("An employer's home", () => {
  it('leads to search, contacts, reports and plans, with the company, and none of the crew cards', async () => {
    const calls = stubApi({ 'GET /api/company': { body: company } });
    renderWithApp(<DashboardPage />, { user: agency });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jamie Rivers' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Employer' });
    const link = (name: RegExp) => within(nav).getByRole('link', { name });
    expect(link(/^Search crew/)).toHaveAttribute('href', '/search');
    expect(link(/^Contacts/)).toHaveAttribute('href', '/employer?tab=contacts');
    expect(link(/^Verification reports/)).toHaveAttribute('href', '/employer?tab=reports');
    expect(link(/^Plans and billing/)).toHaveAttribute('href', '/employer?tab=plans');
    expect(await screen.findByText('Unverified company')).toBeInTheDocument();
    for (const crewOnly of ['Quick Actions', 'Profile Stats', 'Recent Reviews']) expect(screen.queryByText(crewOnly)).toBeNull();
    // No crew widget asked the API for anything.
    expect(calls.map((c) => c.url)).toEqual(['/api/company']);
  });

  it('sends an employer without a plan to the plans, and asks an unconfirmed one to confirm the email first', async () => {
    const calls = stubApi({
      'GET /api/company': { body: company },
      'POST /api/auth/email-link/resend-confirmation': { status: 202, body: { message: 'A new confirmation email is on its way to jamie@example.com.' } },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<DashboardPage />, { user: { ...testUser, role: 'employer', isVerified: false } });
    expect(within(screen.getByRole('navigation', { name: 'Employer' })).getByRole('link', { name: /^Search crew/ })).toHaveAttribute('href', '/employer?tab=plans');
    const notice = screen.getByText('Confirm your email address before contacting crew or ordering reports').closest('.ant-alert') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: /Resend confirmation/ }));
    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/email-link/resend-confirmation')).toBe(true);
  });
});
