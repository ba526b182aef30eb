import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithApp, testUser } from '../../test/render';
import type { CrewProfile } from './api/schemas';
import CrewProfilePage from './CrewProfilePage';

const employer = { ...testUser, role: 'agency' as const, subscriptionStatus: 'active', subscriptionPlan: 'professional', subscriptionExpiresAt: '2999-01-01T00:00:00.000Z' };
const ID = '11111111-1111-4111-8111-111111111111';

const inesProfile: CrewProfile = {
  id: ID, firstName: 'Ines', lastName: 'Navarro', profileImageUrl: null, position: 'Bosun', location: 'Palma', experienceYears: 9,
  averageRating: 4, verifiedReviews: 1, totalReviews: 2, bio: 'Teak decks and tenders.', stcwCertificates: ['Personal Survival Techniques'], seaDays: 170,
  rank: 'bosun', experience: 'Two seasons on M/Y Aurora', availability: 'notice', certificates: [], expiredStcwCertificates: [],
  reviews: [
    {
      id: 'r1', rating: 4, text: 'Ran the deck with quiet authority.', context: 'M/Y Aurora', duration: '6 months', skills: ['Tender driving'],
      reviewerName: 'Ana Reviewer', reviewerWorkPosition: 'Captain', createdAt: '2026-11-20T10:00:00.000Z',
      servedTogether: { vesselName: 'M/Y Aurora', from: '2024-05-01', to: '2024-08-20', serviceConfirmed: true },
      reviewerDetails: { reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Secret', reviewerCompany: 'Secret Yachting Ltd', verificationMethod: 'email', ipAddress: '203.0.113.7', verificationNotes: null },
    },
  ],
  certifications: [
    { group: 'uscgLicenses', title: 'US Coast Guard', certificates: [{ name: 'Qualified Member of the Engine Department (QMED) – Oiler', code: 'QMED', authority: null, expiryDate: '2026-12-25', status: 'expiring', daysUntilExpiry: 30 }] },
    { group: 'mcaCertificates', title: 'UK MCA', certificates: [{ name: 'Chief Mate (Unlimited)', code: 'CM', authority: null, expiryDate: '2026-11-15', status: 'expired', daysUntilExpiry: -10 }] },
  ],
  seaService: {
    totals: { periods: 1, days: 170, daysAtSea: 120 },
    periods: [{ vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450, rank: 'bosun', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170, daysAtSea: 120, confirmedBy: ['Ana Reviewer'] }],
  },
};

function stub(answers: Array<{ status: number; body: unknown }>) {
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    const { status, body } = answers[Math.min(urls.length - 1, answers.length - 1)];
    const text = JSON.stringify(body);
    return { ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Error', headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return urls;
}

const renderPage = (actions: Parameters<typeof CrewProfilePage>[0] = {}) =>
  renderWithApp(
    <Routes>
      <Route path="/search/crew/:id" element={<CrewProfilePage {...actions} />} />
      <Route path="/employer" element={<p>Employer page</p>} />
    </Routes>,
    { user: employer as never, path: `/search/crew/${ID}` },
  );

describe('Crew profile page', () => {
  it('shows the verified reviews with their marks and reviewer details, certifications by authority with validity, sea service and availability', async () => {
    const urls = stub([{ status: 200, body: { ...inesProfile, profileImageUrl: '/api/users/photo/ines.jpg' } }]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ines Navarro' })).toBeInTheDocument();
    expect(urls).toEqual([`/api/search/crew/${ID}`]);
    expect(screen.getByText('Available with Notice')).toBeInTheDocument();
    expect(screen.getByText(/1 verified review$/)).toBeInTheDocument();

    const review = screen.getByTestId('employer-review');
    expect(within(review).getByText('Ran the deck with quiet authority.')).toBeInTheDocument();
    expect(within(review).getByText(/Served together on M\/Y Aurora/)).toBeInTheDocument();
    expect(within(review).getByText('Sea service confirmed')).toBeInTheDocument();
    expect(within(review).getByText('Tender driving')).toBeInTheDocument();
    expect(within(review).getByText('Secret Yachting Ltd')).toBeInTheDocument();
    expect(within(review).getByText('203.0.113.7')).toBeInTheDocument();

    expect(within(screen.getByTestId('certificates-uscgLicenses')).getByText('US Coast Guard')).toBeInTheDocument();
    expect(within(screen.getByTestId('certificates-uscgLicenses')).getByText('Expires in 30 days')).toBeInTheDocument();
    expect(within(screen.getByTestId('certificates-mcaCertificates')).getByText('Expired')).toBeInTheDocument();

    expect(screen.getByText(/Total: .* on articles over 1 period · 120 days at sea/)).toBeInTheDocument();
    expect(screen.getByText('Confirmed by Ana Reviewer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ines Navarro' })).toBeInTheDocument();
    // Section headings sit one level under the page's only h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
  });

  it('says when there are no verified reviews, certifications or sea service yet', async () => {
    stub([{ status: 200, body: { ...inesProfile, reviews: [], certifications: [], seaService: { totals: { periods: 0, days: 0, daysAtSea: 0 }, periods: [] }, averageRating: null, verifiedReviews: 0 } }]);
    renderPage();
    expect(await screen.findByText('No verified reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('None listed')).toBeInTheDocument();
    expect(screen.getByText('No sea service recorded.')).toBeInTheDocument();
    expect(screen.getByText(/N\/A · 0 verified reviews/)).toBeInTheDocument();
  });

  it('offers the Contact and Verify buttons it is given for the crew member, once the profile is loaded', async () => {
    stub([{ status: 200, body: inesProfile }]);
    renderPage({ contactAction: (id) => <button type="button">Contact {id}</button>, verifyAction: (id) => <button type="button">Verify {id}</button> });
    expect(await screen.findByRole('button', { name: `Contact ${ID}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Verify ${ID}` })).toBeInTheDocument();
  });

  it('shows the server refusal with Retry, which loads the profile again', async () => {
    const urls = stub([
      { status: 403, body: { message: 'Monthly limit of 5 profile views reached on the Basic plan' } },
      { status: 200, body: inesProfile },
    ]);
    renderPage();
    expect(await screen.findByText('Monthly limit of 5 profile views reached on the Basic plan')).toBeInTheDocument();
    expect(screen.queryByTestId('employer-review')).toBeNull();
    await userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ines Navarro' })).toBeInTheDocument();
    expect(urls).toHaveLength(2);
  });

  /** The server's 403 when this month's profile views are used up (DESIGN.md, "Credits"). */
  const usedUp = (creditsRemaining: number) => ({
    status: 403,
    body: {
      statusCode: 403, error: 'Forbidden', message: 'Monthly limit of 5 profile views reached on the Basic plan', code: 'allowance_used_up',
      feature: 'profile_view', limit: 5, resetsOn: '2026-12-01', creditPrice: 2, creditsRemaining, nextPlan: { id: 'professional', name: 'Professional', limit: 50 },
    },
  });
  const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('offers to open the profile with credits when the month is used up, and opens it only once the price is confirmed', async () => {
    const urls = stub([usedUp(48), { status: 200, body: inesProfile }]);
    renderPage();
    const offer = await screen.findByRole('region', { name: 'No profile views left this month' });
    expect(within(offer).getByRole('heading', { level: 2, name: 'No profile views left this month' })).toBeInTheDocument();
    expect(within(offer).getByText('Monthly limit of 5 profile views reached on the Basic plan.')).toBeInTheDocument();
    expect(within(offer).getByText('Your 5 profile views reset on Dec 1.')).toBeInTheDocument();
    expect(within(offer).getByText('You have $48 of credits; $46 after this.')).toBeInTheDocument();
    expect(within(offer).getByText('Or change plan: Professional has 50 profile views a month.')).toBeInTheDocument();
    expect(urls).toEqual([`/api/search/crew/${ID}`]);

    await setup().click(within(offer).getByRole('button', { name: 'Use $2 of credits' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ines Navarro' })).toBeInTheDocument();
    expect(urls).toEqual([`/api/search/crew/${ID}`, `/api/search/crew/${ID}?payWithCredits=true`]);
    expect(screen.getByTestId('employer-review')).toBeInTheDocument();
  });

  it('names the shortfall when the credits are not enough, links to add them, and offers the next plan', async () => {
    const urls = stub([usedUp(1)]);
    renderPage();
    const offer = await screen.findByRole('region', { name: 'No profile views left this month' });
    expect(within(offer).getByRole('button', { name: 'Use $2 of credits' })).toBeDisabled();
    expect(within(offer).getByText(/You have \$1 of credits: \$1 short\./)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/employer?tab=plans');
    await setup().click(within(offer).getByRole('button', { name: 'Upgrade to Professional' }));
    expect(await screen.findByText('Employer page')).toBeInTheDocument();
    expect(urls).toHaveLength(1);
  });

  it('keeps the offer and says why when the balance changed before paying', async () => {
    stub([
      usedUp(10),
      {
        status: 402,
        body: { statusCode: 402, error: 'Payment Required', message: 'This needs $2 of credits; you have $0. Add credits or change plan.', code: 'not_enough_credits', feature: 'profile_view', creditPrice: 2, creditsRemaining: 0, shortfall: 2 },
      },
    ]);
    renderPage();
    const offer = await screen.findByRole('region', { name: 'No profile views left this month' });
    await setup().click(within(offer).getByRole('button', { name: 'Use $2 of credits' }));
    expect(await within(offer).findByText('This needs $2 of credits; you have $0. Add credits or change plan.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Use $2 of credits' })).toBeDisabled();
    expect(within(offer).getByText(/\$2 short/)).toBeInTheDocument();
  });
});
