import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { renderWithApp, testUser } from '../../test/render';
import type { CrewSearchResult } from './api/schemas';
import SearchPage from './SearchPage';

const employer = { ...testUser, role: 'agency' as const };
const subscribed = { ...employer, subscriptionStatus: 'active', subscriptionPlan: 'basic', subscriptionExpiresAt: '2999-01-01T00:00:00.000Z' };
const professional = { ...subscribed, subscriptionPlan: 'professional' };

const ines: CrewSearchResult = {
  id: '11111111-1111-4111-8111-111111111111', firstName: 'Ines', lastName: 'Navarro', profileImageUrl: null, position: 'Bosun', location: 'Palma',
  experienceYears: 9, averageRating: 4.25, verifiedReviews: 3, totalReviews: 4, bio: 'Teak decks and tenders.',
  stcwCertificates: ['Personal Survival Techniques', 'Elementary First Aid', 'ECDIS', 'Advanced Fire Fighting'],
  seaDays: 486,
};
const marco: CrewSearchResult = { ...ines, id: '22222222-2222-4222-8222-222222222222', firstName: 'Marco', lastName: 'Rossi', averageRating: null, stcwCertificates: [], seaDays: 0 };

type Answer = { status?: number; statusText?: string; body: unknown; link?: string; count?: { total: number; capped: boolean } };
/**
 * The network for the search page: searches answered by `answer` (their URLs kept), the count
 * from the same answer's `count` (by default the number of results), and no saved searches.
 */
function stubSearch(answer: (url: string) => Answer) {
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    const counting = url.startsWith('/api/search/crew/count');
    let reply: Answer;
    if (url === '/api/search/saved') reply = { body: [] };
    else if (counting) {
      const searched = answer(url.replace('/api/search/crew/count', '/api/search/crew'));
      reply = searched.status && searched.status >= 400 ? searched : { body: searched.count ?? { total: (searched.body as unknown[]).length, capped: false } };
    } else {
      urls.push(url);
      reply = answer(url);
    }
    const { status = 200, statusText = 'OK', body, link } = reply;
    const text = JSON.stringify(body);
    const headers = new Headers({ 'content-type': 'application/json', ...(link ? { link } : {}) });
    return { ok: status < 400, status, statusText, headers, text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return urls;
}
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Where the page's address is now (its query string), and the browser's Back button. */
function Address() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{useLocation().search}</output>
      <button type="button" onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}
const address = () => screen.getByLabelText('Address').textContent;
const renderSearch = (user: object, path = '/search') =>
  renderWithApp(
    <>
      <SearchPage />
      <Address />
    </>,
    { user: user as never, path },
  );

describe('Crew search page', () => {
  it('asks crew for an employer account', () => {
    renderWithApp(<SearchPage />, { path: '/search' });
    expect(screen.getByText('Employer Access Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /upgrade/i })).toHaveAttribute('href', '/employer');
  });

  it('shows employers without a plan the plan cards and Choose Your Plan, which opens the Plans tab', () => {
    renderWithApp(<SearchPage />, { user: employer as never, path: '/search' });
    expect(screen.getByText('Premium Subscription Required')).toBeInTheDocument();
    for (const plan of ['Basic', 'Professional', 'Enterprise']) expect(screen.getByText(plan)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '/employer?tab=plans');
  });

  it('searches on entry, shows result cards and the count, and loads more from the Link header', async () => {
    const urls = stubSearch((url) => (url.includes('cursor') ? { body: [marco] } : { body: [ines], link: '</api/search/crew?cursor=abc>; rel="next"', count: { total: 23, capped: false } }));
    renderSearch(subscribed);
    const card = await screen.findByTestId('crew-card');
    expect(urls[0]).toBe('/api/search/crew');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('23 crew found'));
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

  it("says '1,000+ crew found' beyond the exact count, and '1 crew member found'", async () => {
    stubSearch((url) => (url.includes('Palma') ? { body: [ines] } : { body: [ines, marco], count: { total: 1000, capped: true } }));
    renderSearch(subscribed);
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('1,000+ crew found'));
    const user = setup();
    await user.click(screen.getByText('Filters'));
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), 'Palma');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('1 crew member found'));
  });

  it('applies typing once it pauses, and the search lives in the address', async () => {
    const urls = stubSearch(() => ({ body: [] }));
    renderSearch(subscribed);
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Search crew' }), 'teak decks');
    // No Search button pressed: the text applies by itself.
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?query=teak+decks'));
    expect(address()).toBe('?query=teak+decks');
    await user.click(screen.getByRole('button', { name: 'Adjust Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), 'Palma');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?query=teak+decks&location=Palma'));
    expect(address()).toBe('?query=teak+decks&location=Palma');
    // The Search button runs it again at once (once the last answer is in: it waits while loading).
    const button = screen.getByRole('button', { name: /Search$/ });
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    const before = urls.length;
    await user.click(button);
    await waitFor(() => expect(urls.length).toBe(before + 1));
    expect(urls.at(-1)).toBe('/api/search/crew?query=teak+decks&location=Palma');
  });

  it('Back returns to the previous search, inputs included', async () => {
    const urls = stubSearch((url) => ({ body: url.includes('bosun') ? [ines] : [] }));
    renderSearch(subscribed, '/search?query=chef');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = setup();
    const box = screen.getByRole('textbox', { name: 'Search crew' });
    await user.clear(box);
    await user.type(box, 'bosun');
    await screen.findByTestId('crew-card');
    expect(address()).toBe('?query=bosun');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('?query=chef'));
    expect(box).toHaveValue('chef');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(urls[0]).toBe('/api/search/crew?query=chef');
  });

  it('opens with the search the address holds, and the order asked for', async () => {
    const urls = stubSearch(() => ({ body: [ines] }));
    renderSearch(subscribed, '/search?query=bosun&position=bosun&availability=available&sort=experience&colour=red');
    await screen.findByTestId('crew-card');
    expect(urls[0]).toBe('/api/search/crew?query=bosun&position=bosun&availability=available&sort=experience');
    expect(screen.getByRole('textbox', { name: 'Search crew' })).toHaveValue('bosun');
    const inUse = screen.getByRole('group', { name: 'Filters in use' });
    expect(within(inUse).getByText('Position: Bosun')).toBeInTheDocument();
    expect(within(inUse).getByText('Available Now')).toBeInTheDocument();
    const user = setup();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Rating'));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?query=bosun&position=bosun&availability=available&sort=rating'));
  });

  it('removes one filter or all of them, keeping the text', async () => {
    const urls = stubSearch(() => ({ body: [ines] }));
    renderSearch(subscribed, '/search?query=teak&position=bosun&location=Palma&availability=available');
    await screen.findByTestId('crew-card');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Remove Location: Palma' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?query=teak&position=bosun&availability=available'));
    expect(address()).toBe('?query=teak&position=bosun&availability=available');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?query=teak'));
    expect(screen.queryByRole('group', { name: 'Filters in use' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search crew' })).toHaveValue('teak');
  });

  it('shows the Professional filters locked on Basic, with an upgrade link, and never sends them', async () => {
    const urls = stubSearch(() => ({ body: [ines] }));
    renderSearch(subscribed, '/search?location=Palma&minRating=4');
    await screen.findByTestId('crew-card');
    expect(urls[0]).toBe('/api/search/crew?location=Palma');
    expect(screen.getByText('Filtering by rating needs the Professional plan: not applied.')).toBeInTheDocument();
    expect(screen.getByText('Rating: 4.0 or more (not applied)')).toBeInTheDocument();
    const note = screen.getAllByRole('note').find((n) => /Filtering by experience, rating, certifications and valid certificates needs the Professional plan/.test(n.textContent ?? ''));
    expect(note).toBeDefined();
    expect(within(note!).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/employer?tab=plans');
    expect(screen.getByRole('slider', { name: 'Minimum experience' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Valid certificates only' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Certifications' })).toBeDisabled();
    // The basic filters stay open to use.
    expect(screen.getByRole('combobox', { name: 'Position' })).toBeEnabled();
  });

  it('offers every filter on Professional', async () => {
    const urls = stubSearch(() => ({ body: [ines] }));
    renderSearch(professional, '/search?minRating=4&validCertificatesOnly=true');
    await screen.findByTestId('crew-card');
    expect(urls[0]).toBe('/api/search/crew?minRating=4&validCertificatesOnly=true');
    expect(screen.queryByText(/needs the Professional plan/)).toBeNull();
    const option = screen.getByRole('checkbox', { name: 'Valid certificates only' });
    expect(option).toBeEnabled();
    expect(option).toBeChecked();
    await setup().click(option);
    await waitFor(() => expect(urls.at(-1)).toBe('/api/search/crew?minRating=4'));
  });

  it("explains 'valid certificates only' in a tooltip", async () => {
    stubSearch(() => ({ body: [] }));
    renderSearch(professional);
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Adjust Filters' }));
    await user.hover(await screen.findByRole('button', { name: 'What does valid certificates only mean?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/at least one certificate and have no certificate past its expiry date today/);
  });

  it('stops a search at 200 characters in the box and says so', async () => {
    const urls = stubSearch(() => ({ body: [] }));
    renderSearch(subscribed);
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Search crew' });
    expect(box).toHaveAttribute('maxlength', '200');
    const user = setup();
    await user.click(box);
    await user.paste('deck '.repeat(37));
    expect(screen.getByText('185/200 characters')).toBeInTheDocument();
    await user.paste('x'.repeat(30));
    expect(box).toHaveValue(`${'deck '.repeat(37)}${'x'.repeat(15)}`);
    expect(screen.getByText('A search is at most 200 characters: try fewer, more telling words.')).toBeInTheDocument();
    await waitFor(() => expect(urls.at(-1)).toContain('query=deck'));
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('query')).toHaveLength(200);
  });

  it("shows a failed search with Retry, and toasts 'Failed to search: {status text}'", async () => {
    let fail = true;
    stubSearch(() => (fail ? { status: 500, statusText: 'Internal Server Error', body: { message: 'x' } } : { body: [ines] }));
    renderSearch(subscribed);
    expect(await screen.findByText('Failed to search: Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The search did not work')).toBeInTheDocument();
    expect(screen.queryByText('No Results Found')).toBeNull();
    fail = false;
    await setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('crew-card')).toBeInTheDocument();
    expect(screen.queryByText('The search did not work')).toBeNull();
  });

  it('opens the View Profile dialog with reviews, certifications by authority with validity, sea service, and a link to the full page', async () => {
    stubSearch((url) =>
      url.startsWith('/api/search/crew/') && !url.startsWith('/api/search/crew/count')
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
    renderSearch(subscribed);
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
