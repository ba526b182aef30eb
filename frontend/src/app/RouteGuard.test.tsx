import { screen } from '@testing-library/react';
import type { User } from '../lib/auth';
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

  it('opens the admin dashboard for any admin level', () => {
    renderWithApp(<RouteGuard permission="isAdmin">admin tools</RouteGuard>, { user: as({ adminLevel: 'moderator' }) });
    expect(screen.getByText('admin tools')).toBeInTheDocument();
  });
});
