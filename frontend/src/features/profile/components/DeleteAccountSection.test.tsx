import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RecentCheckProvider } from '../../../components/RecentCheck';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../test/render';
import { DeleteAccountSection } from './DeleteAccountSection';

function renderSection() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<DeleteAccountSection />} />
        <Route path="/goodbye" element={<p>Goodbye page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Profile settings: Delete account', () => {
  const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('warns, asks for the password, shows the server refusal, then deletes and goes to the goodbye page', async () => {
    let wrong = true;
    const calls = stubApi({
      'DELETE /api/user/account': () => (wrong ? { status: 400, body: { message: 'Incorrect password' } } : { status: 204 }),
    });
    const user = setup();
    const { queryClient } = renderSection();
    queryClient.setQueryData(USER_QUERY_KEY, { id: 'u-1' });
    expect(screen.getByText(/permanent and cannot be undone/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Password'), 'not-it');
    await user.click(confirm);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password')).toBeInTheDocument();

    wrong = false;
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'anchor-watch-at-dawn-42');
    await user.click(confirm);
    // The goodbye page tells what happened (and then forgets the account): no toast beside it.
    expect(await screen.findByText('Goodbye page')).toBeInTheDocument();
    expect(screen.queryByText('Account deleted')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/user/account', body: { password: 'not-it' } },
      { method: 'DELETE', url: '/api/user/account', body: { password: 'anchor-watch-at-dawn-42' } },
    ]);
  });

  it('for an account without a password, offers an emailed confirmation link instead and says where to look', async () => {
    const calls = stubApi({
      'POST /api/user/account/deletion-email': {
        status: 202,
        body: { message: 'A confirmation link is on its way to linnea@example.com. It works once and expires in 30 minutes.' },
      },
    });
    const user = setup();
    const { queryClient } = renderSection();
    queryClient.setQueryData(USER_QUERY_KEY, { id: 'u-2', email: 'linnea@example.com', hasPassword: false });

    const send = await screen.findByRole('button', { name: 'Email me a confirmation link' });
    expect(screen.getByText(/permanent and cannot be undone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(send);
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(/on its way to linnea@example.com/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', url: '/api/user/account/deletion-email', body: undefined }]);
    // Nothing is deleted, and the user is still signed in.
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ id: 'u-2' });
  });

  it('asks an old session to confirm it is you with the password, then deletes', async () => {
    let checked = false;
    const calls = stubApi({
      'DELETE /api/user/account': () =>
        checked ? { status: 204 } : { status: 403, body: { statusCode: 403, error: 'Forbidden', code: 'recent-check-required', message: 'For your security, confirm it is you again to continue.' } },
      'GET /api/auth/security': { body: { checkMethods: ['password'], passkeys: [], hasSecondFactor: false } },
      'POST /api/auth/check/password': () => {
        checked = true;
        return { status: 204 };
      },
    });
    const user = setup();
    const { queryClient } = renderWithProviders(
      <RecentCheckProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<DeleteAccountSection />} />
            <Route path="/goodbye" element={<p>Goodbye page</p>} />
          </Routes>
        </MemoryRouter>
      </RecentCheckProvider>,
    );
    queryClient.setQueryData(USER_QUERY_KEY, { id: 'u-1' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'anchor-watch-at-dawn-42');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const check = (await screen.findByText("Confirm it's you")).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(check).getByText('For your security, please confirm it is you before you continue.')).toBeInTheDocument();
    await user.type(await within(check).findByLabelText('Your password'), 'anchor-watch-at-dawn-42');
    await user.click(within(check).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Goodbye page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/user/account',
      'POST /api/auth/check/password',
      'DELETE /api/user/account',
    ]);
  });
});
