import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithApp, testUser } from '../../test/render';
import type { CrewSearchResult } from './api/schemas';
import SearchPage from './SearchPage';

const employer = { ...testUser, role: 'agency' as const };
const subscribed = { ...employer, subscriptionStatus: 'active', subscriptionPlan: 'basic', subscriptionExpiresAt: '2999-01-01T00:00:00.000Z' };

const ines: CrewSearchResult = {
  id: '11111111-1111-4111-8111-111111111111', firstName: 'Ines', lastName: 'Navarro', profileImageUrl: null, position: 'Bosun', location: 'Palma',
  experienceYears: 9, averageRating: 4.25, verifiedReviews: 3, totalReviews: 4, bio: 'Teak decks and tenders.',
  stcwCertificates: ['Personal Survival Techniques', 'Elementary First Aid', 'ECDIS', 'Advanced Fire Fighting'],
  seaDays: 486,
};
const marco: CrewSearchResult = { ...ines, id: '22222222-2222-4222-8222-222222222222', firstName: 'Marco', lastName: 'Rossi', averageRating: null, stcwCertificates: [], seaDays: 0 };

type Answer = { status?: number; statusText?: string; body: unknown; link?: string };
function stubSearch(answer: (url: string) => Answer) {
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    const { status = 200, statusText = 'OK', body, link } = answer(url);
    const text = JSON.stringify(body);
    return { ok: status < 400, status, statusText, headers: new Headers({ 'content-type': 'application/json', ...(link ? { link } : {}) }), text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return urls;
}
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Crew search page', () => {
  it('asks crew for an employer account', () => {
    renderWithApp(<SearchPage />, { path: '/search' });
    expect(screen.getByText('Employer Access Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /upgrade/i })).toHaveAttribute('href', '/employer');
  });

  it('shows employers without a plan the plan cards and Choose Your Plan', () => {
    renderWithApp(<SearchPage />, { user: employer as never, path: '/search' });
    expect(screen.getByText('Premium Subscription Required')).toBeInTheDocument();
    for (const plan of ['Basic', 'Professional', 'Enterprise']) expect(screen.getByText(plan)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '/employer');
  });

  it('searches on entry, shows result cards, and loads more from the Link header', async () => {
    const urls = stubSearch((url) => (url.includes('cursor') ? { body: [marco] } : { body: [ines], link: '</api/search/crew?cursor=abc>; rel="next"' }));
    renderWithApp(<SearchPage />, { user: subscribed as never, path: '/search' });
    const card = await screen.findByTestId('crew-card');
    expect(urls[0]).toBe('/api/search/crew');
    expect(within(card).getByText('Ines Navarro')).toBeInTheDocument();
    expect(within(card).getByText('4.3')).toBeInTheDocument();
    expect(within(card).getByText('3/4 verified reviews')).toBeInTheDocument();
    expect(within(card).getByText('9 years experience')).toBeInTheDocument();
    expect(within(card).getByText('1 year 3 months (486 days) sea time', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).queryByText('ECDIS')).toBeNull();
    await setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Marco Rossi')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('crew-card')[1]).queryByText(/sea time/)).not.toBeInTheDocument();
    expect(urls[1]).toBe('/api/search/crew?cursor=abc');
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the text and only the filters that are set', async () => {
    const urls = stubSearch(() => ({ body: [] }));
    renderWithApp(<SearchPage />, { user: subscribed as never, path: '/search' });
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Search crew' }), 'teak decks');
    await user.click(screen.getByRole('button', { name: 'Adjust Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), 'Palma');
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]).toBe('/api/search/crew?query=teak+decks&location=Palma');
  });

  it("sends 'valid certificates only' when ticked, and explains it in a tooltip", async () => {
    const urls = stubSearch(() => ({ body: [] }));
    renderWithApp(<SearchPage />, { user: subscribed as never, path: '/search' });
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Adjust Filters' }));
    const option = await screen.findByRole('checkbox', { name: 'Valid certificates only' });
    expect(option).not.toBeChecked();
    await user.hover(screen.getByRole('button', { name: 'What does valid certificates only mean?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/at least one certificate and have no certificate past its expiry date today/);
    await user.click(option);
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Palma');
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]).toBe('/api/search/crew?location=Palma&validCertificatesOnly=true');
    await user.click(option);
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() => expect(urls).toHaveLength(3));
    expect(urls[2]).toBe('/api/search/crew?location=Palma');
  });

  it("toasts 'Failed to search: {status text}'", async () => {
    stubSearch(() => ({ status: 500, statusText: 'Internal Server Error', body: { message: 'x' } }));
    renderWithApp(<SearchPage />, { user: subscribed as never, path: '/search' });
    expect(await screen.findByText('Failed to search: Internal Server Error')).toBeInTheDocument();
  });

  it('opens the View Profile dialog with reviews, certifications by authority with validity, sea service, and a link to the full page', async () => {
    stubSearch((url) =>
      url.startsWith('/api/search/crew/')
        ? {
            body: {
              ...ines, rank: 'bosun', experience: 'M/Y Aurora', availability: 'available', certificates: [], expiredStcwCertificates: ['ECDIS'],
              reviews: [{ id: 'r1', rating: 5, text: 'Calm in heavy weather.', context: 'M/Y Aurora', duration: null, skills: [], reviewerName: 'Ana Reviewer', reviewerWorkPosition: null,
                createdAt: '2026-11-20T10:00:00.000Z', servedTogether: null, reviewerDetails: null }],
              certifications: [{ group: 'stcwEndorsements', title: 'STCW', certificates: [
                { name: 'ECDIS', code: 'ECDIS', authority: null, expiryDate: '2020-01-01', status: 'expired', daysUntilExpiry: -2000 },
                { name: 'Advanced Fire Fighting', code: 'AFF', authority: null, expiryDate: null, status: null, daysUntilExpiry: null },
              ] }],
              seaService: { totals: { periods: 0, days: 0, daysAtSea: 0 }, periods: [] },
            },
          }
        : { body: [ines] },
    );
    renderWithApp(<SearchPage />, { user: subscribed as never, path: '/search' });
    await setup().click(await screen.findByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('About')).toBeInTheDocument();
    expect(within(dialog).getByText('Calm in heavy weather.')).toBeInTheDocument();
    expect(within(dialog).getByText('Advanced Fire Fighting')).toBeInTheDocument();
    // The expired one says so in words, next to its name; the others do not.
    expect(within(dialog).getAllByText('Expired')).toHaveLength(1);
    expect(within(dialog).getByText('ECDIS').parentElement).toHaveTextContent('ECDISExpired');
    expect(within(dialog).getByText('Available Now')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open full profile' })).toHaveAttribute('href', `/search/crew/${ines.id}`);
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
  });
});
