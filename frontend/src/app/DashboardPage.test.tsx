import { screen, within } from '@testing-library/react';
import { renderWithApp, stubApi, testUser } from '../features/reviews/test-utils';
import DashboardPage from './DashboardPage';

const statRow = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('DashboardPage', () => {
  it('shows a new crew member zeros, the empty states and the Request Review action', async () => {
    stubApi({ 'GET /api/stats': { body: {} }, 'GET /api/skills': { body: [] }, 'GET /api/reviews?limit=3': { body: [] } });
    renderWithApp(<DashboardPage />, { user: { ...testUser, isVerified: false } });
    expect(screen.getByRole('heading', { name: 'Welcome, Jamie Rivers' })).toBeInTheDocument();
    expect(screen.getByText(/Chief Officer/)).toBeInTheDocument();
    expect(screen.queryByText('Verified', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByText('STCW Certified')).not.toBeInTheDocument();
    // No certifications, no wallet to ask about (the stub would refuse the call).
    expect(screen.queryByText(/within 90 days/)).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Request Your First Review/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^send Request Review$/i })).toBeInTheDocument();
    expect(await screen.findByText('No skills data available yet')).toBeInTheDocument();
    await screen.findByText('Total Reviews', { selector: 'dt' });
    for (const label of ['Total Reviews', 'Verified Reviews', 'Pending Confirmation', 'Profile Views']) {
      expect(within(statRow(label)).getByText('0')).toBeInTheDocument();
    }
    expect(within(statRow('Active Links')).getByText('0 active')).toBeInTheDocument();
    expect(screen.getByText('0.0')).toBeInTheDocument();
  });

  it('shows the badges, the rating, the stats, the top skills and the latest three reviews', async () => {
    const review = (n: number) => ({
      id: `r${n}`,
      status: 'confirmed',
      isVerified: true,
      reviewerVerificationStatus: 'verified',
      rating: 5,
      text: `Review number ${n}`,
      context: 'M/Y Serenity',
      reviewerName: `Reviewer ${n}`,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    stubApi({
      'GET /api/stats': { body: { totalReviews: 4, verifiedReviews: 3, pendingReviews: 1, profileViews: 12, activeLinks: 2, averageRating: 4.75 } },
      'GET /api/skills': {
        body: [
          { skill: 'Technical Skills', rating: 4.5 },
          { skill: 'Work Ethic', rating: '5.0' },
        ],
      },
      // The latest three only: one small page, whatever the Reviews page's page size.
      'GET /api/reviews?limit=3': { body: [1, 2, 3].map(review), headers: { link: '</api/reviews?limit=3&cursor=c>; rel="next"' } },
      'GET /api/certifications/wallet': { body: { today: '2026-11-23', expiringSoon: 2, expired: 0, stcwCertified: true, expiryReminders: true, certificates: [] } },
    });
    renderWithApp(<DashboardPage />, { user: { ...testUser, stcwEndorsements: ['pst'] } });
    expect(screen.getByText('Verified', { exact: true })).toBeInTheDocument();
    expect(await screen.findByText('STCW Certified')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Certificates: 2 expire within 90 days' })).toHaveAttribute('href', '/profile#certificate-wallet');
    expect(await screen.findByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
    expect(within(statRow('Profile Views')).getByText('12')).toBeInTheDocument();
    expect(within(statRow('Active Links')).getByText('2 active')).toBeInTheDocument();
    expect(await screen.findByText('Technical Skills')).toBeInTheDocument();
    expect(screen.getByText('4.5/5')).toBeInTheDocument();
    expect(screen.getByText('5.0/5')).toBeInTheDocument();
    const recent = await screen.findByRole('list', { name: 'Recent reviews' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getByText('Reviewer 3')).toBeInTheDocument();
  });

  it("shows no 'STCW Certified' for a person whose only certification is an expired free-text medical, and says it expired", async () => {
    stubApi({
      'GET /api/stats': { body: {} },
      'GET /api/skills': { body: [] },
      'GET /api/reviews?limit=3': { body: [] },
      'GET /api/certifications/wallet': { body: { today: '2026-11-23', expiringSoon: 0, expired: 1, stcwCertified: false, expiryReminders: true, certificates: [] } },
    });
    renderWithApp(<DashboardPage />, { user: { ...testUser, certifications: ['ENG1 Medical'] } });
    expect(await screen.findByRole('link', { name: 'Certificates: 1 expired' })).toHaveAttribute('href', '/profile#certificate-wallet');
    expect(screen.queryByText('STCW Certified')).not.toBeInTheDocument();
  });
});
