import { screen } from '@testing-library/react';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import ProfilePage from './ProfilePage';

/** DESIGN.md, "Companies": employer and agency accounts are not crew. */
describe('Profile settings of an employer or agency account', () => {
  it('shows the account, photo and company, and none of the crew fields', async () => {
    const calls = stubApi({ 'GET /api/user/data-exports': { body: [] } });
    const agency = { ...testUser, role: 'agency' as const, position: 'Left from before the upgrade', searchable: false };
    renderWithApp(<ProfilePage company={<section aria-label="Company card">Bluewater Crew Agency</section>} />, { user: agency, path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByText(/Employer and agency accounts have no crew profile and never appear in crew search/)).toBeInTheDocument();
    expect(screen.getByText('jamie@example.com')).toBeInTheDocument();
    expect(screen.getByText('Agency')).toBeInTheDocument();
    expect(screen.getByText('Profile photo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Company card' })).toHaveTextContent('Bluewater Crew Agency');
    for (const crewOnly of ['Position', 'Maritime Role', 'Availability', 'Years of experience', 'Show my profile in employer search']) {
      expect(screen.queryByLabelText(crewOnly)).toBeNull();
    }
    for (const crewOnly of ['Certifications', 'Certificate Wallet', 'Sea Service', 'Employer Search', 'Save Changes']) expect(screen.queryByText(crewOnly)).toBeNull();
    expect(screen.queryByText('Left from before the upgrade')).toBeNull();
    // Nothing asks for the catalogues, the wallet or sea service.
    expect(calls.map((c) => c.url).filter((url) => /catalogue|wallet|sea-service/.test(url))).toEqual([]);
  });
});
