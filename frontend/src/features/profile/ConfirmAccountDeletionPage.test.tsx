import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { USER_QUERY_KEY } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/api-stub';
import ConfirmAccountDeletionPage, { tokenFrom } from './ConfirmAccountDeletionPage';
import { renderWithProviders } from './test/render';

const TOKEN = 'tOk3n-from_the-email-0123456789abcdef';

function renderAt(entry: string, signedIn: boolean) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, signedIn ? { id: 'u-2', email: 'linnea@example.com', hasPassword: false } : null);
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/account/delete" element={<ConfirmAccountDeletionPage />} />
        <Route path="/goodbye" element={<p>Goodbye page</p>} />
        <Route path="/profile" element={<p>Profile settings</p>} />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

describe('Confirm account deletion (the emailed link of an account without a password)', () => {
  const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('reads the token from the fragment only, never from a malformed value', () => {
    expect(tokenFrom(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFrom('#token=short')).toBeNull();
    expect(tokenFrom('')).toBeNull();
  });

  it('warns, deletes nothing until the final button, then deletes with the token and goes to the goodbye page', async () => {
    let status = 400;
    const calls = stubApi({
      'DELETE /api/user/account': () =>
        status === 400 ? { status, body: { message: 'This confirmation link is invalid, used or expired: ask for a new one in Profile settings' } } : { status: 204 },
    });
    const user = setup();
    const { queryClient } = renderAt(`/account/delete#token=${TOKEN}`, true);

    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    expect(screen.getByText(/permanent and cannot be undone/)).toBeInTheDocument();
    expect(screen.getByText('Signed in as linnea@example.com.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/invalid, used or expired/)).toBeInTheDocument();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ id: 'u-2' });

    status = 204;
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Goodbye page')).toBeInTheDocument();
    expect(screen.queryByText('Account deleted')).not.toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/user/account', body: { token: TOKEN } },
      { method: 'DELETE', url: '/api/user/account', body: { token: TOKEN } },
    ]);
  });

  it('lets the user keep the account', async () => {
    const calls = stubApi({});
    const user = setup();
    renderAt(`/account/delete#token=${TOKEN}`, true);
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Profile settings')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in and open the link again', async () => {
    stubApi({});
    renderAt(`/account/delete#token=${TOKEN}`, false);
    expect(await screen.findByText('Sign in first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('explains a link without its token', async () => {
    stubApi({});
    renderAt('/account/delete', true);
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});
