import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '../lib/auth';
import { stubApi } from '../test/api-stub';
import { renderWithApp, testUser } from '../test/render';
import { RouteGuard } from './RouteGuard';

const as = (over: Partial<User>) => ({ ...testUser, ...over });

describe('RouteGuard', () => {
  it('tells crew that crew search needs an employer account, with a way to upgrade', () => {
    renderWithApp(<RouteGuard permission="canSearchCrew">secret search</RouteGuard>, { user: as({ role: 'crew' }) });
    expect(screen.getByText('Employer Access Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Employer Account' })).toHaveAttribute('href', '/employer');
    expect(screen.queryByText('secret search')).not.toBeInTheDocument();
  });

  it('shows crew search to agencies', () => {
    renderWithApp(<RouteGuard permission="canSearchCrew">secret search</RouteGuard>, { user: as({ role: 'agency' }) });
    expect(screen.getByText('secret search')).toBeInTheDocument();
  });

  it('denies the admin dashboard without an admin level', () => {
    renderWithApp(<RouteGuard permission="isAdmin">admin tools</RouteGuard>, { user: as({ adminLevel: null }) });
    expect(screen.getByText('Access Denied - Admin privileges required to access this dashboard.')).toBeInTheDocument();
    expect(screen.queryByText('admin tools')).not.toBeInTheDocument();
  });

  const security = (over: Record<string, unknown>) => ({
    authenticatorAddedAt: '2026-11-30T10:00:00.000Z', passkeys: [], recoveryCodesLeft: 10, hasSecondFactor: true, secondFactorRequired: false,
    secondFactorNeededForAdmin: true, secondFactorPassed: true, lastCheckAt: null, checkedRecently: true, checkMethods: ['authenticator', 'recovery-code'], ...over,
  });

  it('opens the admin dashboard for any admin level in a session that passed a second factor', async () => {
    stubApi({ 'GET /api/auth/security': { body: security({}) } });
    renderWithApp(<RouteGuard permission="isAdmin">admin tools</RouteGuard>, { user: as({ adminLevel: 'moderator' }) });
    expect(await screen.findByText('admin tools')).toBeInTheDocument();
  });

  it('takes an admin without a second factor to set one up', async () => {
    stubApi({ 'GET /api/auth/security': { body: security({ hasSecondFactor: false, authenticatorAddedAt: null, secondFactorPassed: false, checkMethods: ['password'] }) } });
    renderWithApp(
      <Routes>
        <Route path="/admin-dashboard" element={<RouteGuard permission="isAdmin">admin tools</RouteGuard>} />
        <Route path="/profile" element={<p>security settings</p>} />
      </Routes>,
      { user: as({ adminLevel: 'admin' }), path: '/admin-dashboard' },
    );
    expect(await screen.findByText('security settings')).toBeInTheDocument();
    expect(screen.queryByText('admin tools')).not.toBeInTheDocument();
  });

  it('asks an admin whose session has not used the second factor to confirm with it', async () => {
    stubApi({ 'GET /api/auth/security': { body: security({ secondFactorPassed: false }) } });
    renderWithApp(<RouteGuard permission="isAdmin">admin tools</RouteGuard>, { user: as({ adminLevel: 'super_admin' }) });
    expect(await screen.findByText("Confirm it's you to open the admin area")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.queryByText('admin tools')).not.toBeInTheDocument();
  });
});
