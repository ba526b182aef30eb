import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { SessionsSection, whereFrom } from './SessionsSection';

const session = (fields: Record<string, unknown>) => ({
  id: 's-this',
  current: false,
  device: 'Chrome on Windows',
  deviceType: 'computer',
  place: null,
  network: '203.0.113.*',
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-23T09:00:00.000Z',
  ...fields,
});

const THIS = session({ current: true });
const PHONE = session({ id: 's-phone', device: 'Safari on iPhone', deviceType: 'phone', network: '198.51.100.*' });
const TABLET = session({ id: 's-tablet', device: 'Firefox on macOS', deviceType: 'tablet', network: null });

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Profile settings: Where you are signed in', () => {
  it('lists this device first and the others with their device, place and times', async () => {
    stubApi({ 'GET /api/user/sessions': { body: [THIS, PHONE, TABLET] } });
    renderWithApp(<SessionsSection />, { path: '/profile' });
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Active now/)).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Place unknown · internet address 198.51.100.*')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Last active Nov 23, 2026/)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Place unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('signs one session out and says so', async () => {
    let ended = false;
    const calls = stubApi({
      'GET /api/user/sessions': () => ({ body: ended ? [THIS, TABLET] : [THIS, PHONE, TABLET] }),
      'DELETE /api/user/sessions/s-phone': () => {
        ended = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(<SessionsSection />, { path: '/profile' });
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone, last active/ }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('Safari on iPhone is signed out.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/user/sessions/s-phone', body: undefined }]);
    await screen.findByText('Firefox on macOS');
    expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).queryByText('Safari on iPhone')).not.toBeInTheDocument();
  });

  it('asks before signing out everywhere else, then shows only this device', async () => {
    let ended = false;
    const calls = stubApi({
      'GET /api/user/sessions': () => ({ body: ended ? [THIS] : [THIS, PHONE, TABLET] }),
      'POST /api/user/sessions/sign-out-others': () => {
        ended = true;
        return { body: { ended: 2, message: 'Signed out of 2 other sessions.' } };
      },
    });
    const user = setup();
    renderWithApp(<SessionsSection />, { path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/signed out at once \(2 sessions\)\. This device stays signed in\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeInTheDocument();
    expect(screen.getByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a loading state, then an error with Retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/user/sessions': () => (fail ? { status: 503, body: { message: 'Service temporarily unavailable' } } : { body: [THIS] }) });
    const user = setup();
    renderWithApp(<SessionsSection />, { path: '/profile' });
    expect(screen.getByLabelText('Loading your sessions')).toBeInTheDocument();
    expect(await screen.findByText('Your sessions could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('says where a session is as far as it is known', () => {
    expect(whereFrom({ place: 'Antibes, France', network: '203.0.113.*' })).toBe('Antibes, France');
    expect(whereFrom({ place: null, network: null })).toBe('Place unknown');
  });
});
