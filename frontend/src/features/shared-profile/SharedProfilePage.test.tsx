import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import SharedProfilePage from './SharedProfilePage';
import type { PublicProfile, PublicReview } from './api/schemas';

const TOKEN = 'Abc_123-xyz';

const review = (n: number): PublicReview => ({
  id: `r-${n}`,
  status: 'confirmed',
  isVerified: true,
  rating: 5 - (n % 2),
  text: `Review text number ${n}`,
  context: 'M/Y Aurora',
  duration: '6 months',
  reviewerName: `Reviewer ${n}`,
  reviewerWorkPosition: 'Captain',
  createdAt: '2026-03-04T10:00:00.000Z',
  servedTogether: null,
});

const profile = (fields: Partial<PublicProfile> = {}): PublicProfile => ({
  user: {
    firstName: 'Alex',
    lastName: 'Morgan',
    profileImageUrl: null,
    position: 'Chief Officer',
    experience: '8 years on motor yachts',
    experienceYears: 8,
    rank: 'chief-officer',
    role: 'crew',
    isVerified: true,
    stcwEndorsements: ['Chief Mate', 'Personal Survival Techniques', 'Fire Prevention', 'Elementary First Aid', 'PSSR', 'Security Awareness', 'ECDIS'],
    location: 'Antibes, France',
    stcwEndorsementExpiryDates: {},
  },
  reviews: [1, 2, 3, 4, 5, 6].map(review),
  stats: { averageRating: 4.56, totalReviews: 9, verifiedReviews: 6, servedTogetherReviews: 0 },
  skills: [
    { name: 'Technical Skills', averageRating: 4.5 },
    { name: 'Work Ethic', averageRating: 5 },
    { name: 'Communication', averageRating: 4 },
    { name: 'Professionalism', averageRating: 4.8 },
    { name: 'Leadership', averageRating: 4.2 },
    { name: 'Sixth Skill', averageRating: 3 },
  ],
  seaService: null,
  accessLevel: 'full',
  ...fields,
});

function renderPage(answer: { status: number; body: unknown }) {
  const calls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(url);
    const text = JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, statusText: '', headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AntApp>
        <MemoryRouter initialEntries={[`/shared/${TOKEN}`]}>
          <Routes>
            <Route path="/shared/:token" element={<SharedProfilePage />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Shared profile page', () => {
  it('shows the header, 6 key certifications, 5 reviews with the verified count, and the side cards', async () => {
    const calls = renderPage({ status: 200, body: profile() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(calls).toEqual([`/api/public/profile/${TOKEN}`]);
    expect(screen.getByText(/Crew Reviews/)).toBeInTheDocument();
    expect(screen.getByLabelText('Alex Morgan')).toHaveTextContent('AM');
    expect(screen.getAllByText('Chief Officer')).toHaveLength(2); // position in the header, role in the details
    expect(screen.getAllByText('8 years experience').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('(9 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Verified Profile')).toBeInTheDocument();

    const certs = screen.getByText('Key Certifications').closest('.ant-card') as HTMLElement;
    expect(within(certs).getAllByRole('listitem')).toHaveLength(6);
    expect(within(certs).queryByText('ECDIS')).not.toBeInTheDocument();

    const reviews = screen.getByRole('list', { name: 'Professional reviews' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('6 verified')).toBeInTheDocument();
    expect(screen.getByText('Review text number 1')).toBeInTheDocument();
    expect(screen.queryByText('Review text number 6')).not.toBeInTheDocument();
    expect(screen.getAllByText('Mar 4, 2026').length).toBe(5);
    expect(screen.queryByText('Basic Profile View')).not.toBeInTheDocument();

    const stats = screen.getByText('Profile Statistics').closest('.ant-card') as HTMLElement;
    expect(within(stats).getByText('9')).toBeInTheDocument();
    expect(within(stats).getByText('6')).toBeInTheDocument();
    expect(within(stats).getByText('4.6/5')).toBeInTheDocument();

    const skills = screen.getByText('Skills Assessment').closest('.ant-card') as HTMLElement;
    expect(within(skills).getAllByRole('progressbar')).toHaveLength(5);
    expect(within(skills).getByLabelText('Work Ethic: 5.0 out of 5')).toBeInTheDocument();
    expect(within(skills).queryByText('Sixth Skill')).not.toBeInTheDocument();

    const details = screen.getByText('Professional Details').closest('.ant-card') as HTMLElement;
    expect(within(details).getByText('Chief Officer')).toBeInTheDocument();
    expect(within(details).getByText(/Verified profile/)).toBeInTheDocument();
    expect(document.title).toBe('Alex Morgan - Crew Reviews');
  });

  it('says when a full link has no verified reviews to show', async () => {
    renderPage({ status: 200, body: profile({ reviews: [], stats: { averageRating: 0, totalReviews: 0, verifiedReviews: 0, servedTogetherReviews: 0 }, skills: [] }) });
    expect(await screen.findByText('No verified reviews to display publicly')).toBeInTheDocument();
    expect(screen.getByText('No skills data available yet')).toBeInTheDocument();
    expect(screen.getByText('0.0/5')).toBeInTheDocument();
  });

  it('shows the Basic Profile View message instead of reviews for a summary link', async () => {
    renderPage({ status: 200, body: profile({ reviews: [], accessLevel: 'basic' }) });
    expect(await screen.findByText('Basic Profile View')).toBeInTheDocument();
    expect(screen.getByText(/Detailed reviews are available by contacting Alex directly/)).toBeInTheDocument();
    expect(screen.queryByText('Professional Reviews')).not.toBeInTheDocument();
    expect(screen.getByText('Profile Statistics')).toBeInTheDocument();
  });

  it("marks key certifications past their expiry date 'Expired', in full and summary views", async () => {
    const body = profile();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const dates = { 'Personal Survival Techniques': yesterday, 'Elementary First Aid': today, 'Fire Prevention': '2999-01-01' };
    for (const accessLevel of ['full', 'basic'] as const) {
      renderPage({ status: 200, body: { ...body, accessLevel, reviews: accessLevel === 'full' ? body.reviews : [], user: { ...body.user, stcwEndorsementExpiryDates: dates } } });
      const certs = (await screen.findByText('Key Certifications')).closest('.ant-card') as HTMLElement;
      const items = within(certs).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual([
        'Chief Mate',
        'Personal Survival TechniquesExpired',
        'Fire Prevention',
        'Elementary First Aid', // valid through its expiry day
        'PSSR',
        'Security Awareness',
      ]);
      cleanup();
    }
  });

  it('leaves out the verified badge and certifications the profile does not have', async () => {
    const body = profile();
    renderPage({ status: 200, body: { ...body, user: { ...body.user, isVerified: false, stcwEndorsements: [], experienceYears: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByText('Verified Profile')).not.toBeInTheDocument();
    expect(screen.queryByText('Key Certifications')).not.toBeInTheDocument();
    expect(screen.getAllByText('8 years on motor yachts').length).toBeGreaterThan(0);
    expect(screen.getByText('This profile has not been verified yet.')).toBeInTheDocument();
  });

  it('shows Profile Not Found for a dead link, asking only once', async () => {
    const calls = renderPage({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Profile not found' } });
    expect(await screen.findByText('Profile Not Found')).toBeInTheDocument();
    expect(screen.getByText('This link may be invalid, expired, or the profile is no longer available for sharing.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
