import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { USER_QUERY_KEY, type User } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import ProfilePage from './ProfilePage';
import { catalogueFixture } from './test/catalogue-fixture';
import { renderWithProviders } from './test/render';

const user: User = {
  id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', profileImageUrl: null, position: 'Chief Officer', experience: '6 years on 60 m yachts',
  rank: 'chief-officer', role: 'crew', isVerified: true, certifications: ['Powerboat Level 2'], stcwEndorsements: ['pst'], uscgLicenses: [],
  mcaCertificates: [], otherAuthorities: [], cocEquivalencies: [], adminLevel: null, subscriptionStatus: null, subscriptionPlan: null, subscriptionExpiresAt: null,
  location: null, experienceYears: 6, bio: null, availability: null, searchable: false, hasPassword: true, secondFactorRequired: false, createdAt: '2026-01-01T00:00:00.000Z',
};

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** A stand-in for the browser's fetch answering the calls the page makes. */
function serve({ patchStatus = 200 } = {}) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body), json: async () => body });
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/certifications/catalogue') return json(200, catalogueFixture);
    if (url === '/api/auth/user') return json(200, user);
    if (url === '/api/certifications/wallet') return json(200, { today: '2026-11-23', expiringSoon: 0, expired: 0, stcwCertified: false, expiryReminders: true, certificates: [] });
    if (url === '/api/sea-service') return json(200, { periods: [], totals: { periods: 0, days: 0, daysAtSea: 0 } });
    if (url === '/api/user/email-change') return json(200, { newEmail: null, expiresAt: null, message: null });
    if (url === '/api/user/sessions') return json(200, [{ id: 's1', current: true, device: 'Chrome on Windows', deviceType: 'computer', place: null, network: '203.0.113.*', signedInAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-23T09:00:00.000Z' }]);
    if (url === '/api/auth/security') {
      return json(200, { authenticatorAddedAt: null, passkeys: [], recoveryCodesLeft: 0, hasSecondFactor: false, secondFactorRequired: false, secondFactorNeededForAdmin: false, secondFactorPassed: false, lastCheckAt: null, checkedRecently: false, checkMethods: ['password'] });
    }
    if (method === 'PATCH' && url === '/api/user/profile') return patchStatus === 200 ? json(200, { ...user, ...body }) : json(patchStatus, { message: 'boom' });
    return json(404, { message: 'Not found' });
  }) as unknown as typeof fetch;
  return calls;
}

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return renderWithProviders(
    <MemoryRouter>
      <ProfilePage />
    </MemoryRouter>,
    queryClient,
  );
}

// The whole page is a large DOM in which role queries take seconds each in jsdom: these
// tests find things by their text and labels instead.
describe('ProfilePage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the overview, starts the form from the user and saves it as a whole', async () => {
    const calls = serve();
    const ui = userEvent.setup();
    renderPage();

    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Crew')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Experience')).toHaveValue('6 years on 60 m yachts');
    const searchable = screen.getByLabelText('Show my profile in employer search');
    expect(searchable).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByText('Save Changes')).toHaveLength(2);

    // The pickers appear once the catalogue has loaded.
    const stcw = (await screen.findByText('STCW Endorsements')).closest('.ant-card') as HTMLElement;
    expect(within(stcw).getByText('Personal Survival Techniques')).toBeInTheDocument();

    await ui.clear(screen.getByLabelText('Location'));
    await ui.type(screen.getByLabelText('Location'), 'Antibes, France');
    await ui.click(searchable);
    await ui.click(screen.getByLabelText('Remove Powerboat Level 2'));
    await ui.click(within(stcw).getByText('Add Endorsements'));
    const dialog = (await screen.findByText('Select STCW Endorsements')).closest('.ant-modal') as HTMLElement;
    await ui.click(within(dialog).getByText('Add Recommended for Chief Officer'));
    await ui.click(within(dialog).getByText('Done (5 selected)'));

    await ui.click(screen.getAllByText('Save Changes')[1]);
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeInTheDocument();

    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      position: 'Chief Officer', experience: '6 years on 60 m yachts', rank: 'chief-officer', certifications: [],
      stcwEndorsements: ['pst', 'chief-mate', 'gmdss-operator', 'ecdis', 'advanced-firefighting'], uscgLicenses: [], mcaCertificates: [],
      otherAuthorities: [], cocEquivalencies: [], location: 'Antibes, France', experienceYears: 6, bio: null, availability: null, searchable: true,
    });
    // Then the user query is refreshed.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/user')).toHaveLength(1));
  });

  it('never skips a heading level below its one h1 (axe: heading-order)', async () => {
    serve();
    const { container } = renderPage();
    await screen.findByText('STCW Endorsements');
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
    expect(container.querySelector('h2')).toHaveTextContent('Ana Silva');
  });

  it("shows 'Error' when saving fails", async () => {
    serve({ patchStatus: 500 });
    const ui = userEvent.setup();
    renderPage();
    await ui.click(screen.getAllByText('Save Changes')[0]);
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error', { selector: '.ant-notification-notice-title, .ant-notification-notice-title *' })).toBeInTheDocument();
  });
});
