import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import type { SavedSearch } from './api/schemas';
import SearchPage from './SearchPage';

const active = { role: 'agency' as const, subscriptionStatus: 'active', subscriptionExpiresAt: '2999-01-01T00:00:00.000Z' };
const basic = { ...testUser, ...active, subscriptionPlan: 'basic' };
const professional = { ...testUser, ...active, subscriptionPlan: 'professional' };

const palma: SavedSearch = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Palma bosuns',
  criteria: { position: 'bosun', location: 'Palma', minRating: 4 },
  alerts: true,
  lastAlertAt: '2026-11-20T06:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const render = (user: object, path = '/search') =>
  renderWithApp(
    <>
      <SearchPage />
      <Address />
    </>,
    { user: user as never, path },
  );
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Saved searches on the search page', () => {
  it('saves the current search under a name, with alerts', async () => {
    const calls = stubApi({
      'GET /api/search/crew?query=teak&position=bosun&sort=experience': { body: [] },
      'GET /api/search/crew/count?query=teak&position=bosun': { body: { total: 0, capped: false } },
      'GET /api/search/saved': { body: [] },
      'POST /api/search/saved': (body) => ({ status: 201, body: { ...palma, ...(body as object), id: 'new' } }),
    });
    render(professional, '/search?query=teak&position=bosun&sort=experience');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Save search/ }));
    // (antd's ids are all 'test-id' under jest, so the dialog is found by its role alone.)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save search', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('"teak" · Position: Bosun · by experience')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Teak bosuns');
    expect(within(dialog).getByRole('checkbox', { name: 'Email me once a day when new crew match' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Teak bosuns', criteria: { query: 'teak', position: 'bosun', sort: 'experience' }, alerts: true });
  });

  it('says in the dialog when the name is taken', async () => {
    stubApi({
      'GET /api/search/crew': { body: [] },
      'GET /api/search/crew/count': { body: { total: 0, capped: false } },
      'GET /api/search/saved': { body: [palma] },
      'POST /api/search/saved': { status: 409, body: { message: "You already have a saved search named 'Palma bosuns'" } },
    });
    render(professional);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Save search/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Palma bosuns');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("You already have a saved search named 'Palma bosuns'")).toBeInTheDocument();
  });

  it('lists saved searches: run one, turn its alerts off, rename and delete it', async () => {
    const calls = stubApi({
      'GET /api/search/crew': { body: [] },
      'GET /api/search/crew/count': { body: { total: 0, capped: false } },
      'GET /api/search/crew?position=bosun&location=Palma&minRating=4': { body: [] },
      'GET /api/search/crew/count?position=bosun&location=Palma&minRating=4': { body: { total: 0, capped: false } },
      'GET /api/search/saved': { body: [palma] },
      [`PATCH /api/search/saved/${palma.id}`]: (body) => ({ body: { ...palma, ...(body as object) } }),
      [`DELETE /api/search/saved/${palma.id}`]: { status: 204 },
    });
    render(professional);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Saved searches \(1\)$/ }));
    const item = await screen.findByRole('listitem', { name: 'Palma bosuns' });
    expect(within(item).getByText('Position: Bosun · Location: Palma · Rating: 4.0 or more')).toBeInTheDocument();
    expect(within(item).getByText(/Daily email alerts · last sent Nov 20, 2026/)).toBeInTheDocument();

    await user.click(within(item).getByRole('switch', { name: 'Email alerts for Palma bosuns' }));
    expect(await screen.findByText('Alerts off for Palma bosuns')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ alerts: false });

    await user.click(within(item).getByRole('button', { name: 'Rename Palma bosuns' }));
    const name = within(item).getByRole('textbox', { name: 'New name for Palma bosuns' });
    await user.clear(name);
    await user.type(name, 'Bosuns in Palma{Enter}');
    expect(await screen.findByText('Saved search renamed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toEqual({ name: 'Bosuns in Palma' });

    await user.click(within(item).getByRole('button', { name: 'Delete Palma bosuns' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Run Palma bosuns' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('?position=bosun&location=Palma&minRating=4'));
    expect(calls.some((c) => c.url === '/api/search/crew?position=bosun&location=Palma&minRating=4')).toBe(true);
  });

  it('shows saved searches locked on Basic, with an upgrade link', async () => {
    stubApi({ 'GET /api/search/crew': { body: [] }, 'GET /api/search/crew/count': { body: { total: 0, capped: false } }, 'GET /api/search/saved': { body: [] } });
    render(basic);
    const note = await screen.findByText('Saved searches need the Professional plan.');
    expect(within(note.closest('[role="note"]') as HTMLElement).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/employer?tab=plans');
    expect(screen.queryByRole('button', { name: /Save search/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Saved searches/ })).toBeNull();
  });

  it('shows Retry when the list does not load', async () => {
    let fail = true;
    stubApi({ 'GET /api/search/crew': { body: [] }, 'GET /api/search/crew/count': { body: { total: 0, capped: false } }, 'GET /api/search/saved': () => (fail ? { status: 500, body: { message: 'down' } } : { body: [palma] }) });
    render(professional);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Saved searches$/ }));
    expect(await screen.findByText('Could not load your saved searches')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Palma bosuns' })).toBeInTheDocument();
  });
});
