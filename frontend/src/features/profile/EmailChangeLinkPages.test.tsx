import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { USER_QUERY_KEY } from '../../lib/auth';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import { ConfirmEmailChangePage, UndoEmailChangePage } from './EmailChangeLinkPages';

const TOKEN = 'ZW1haWwtY2hhbmdlLXRva2VuLWZvci10aGUtdGVzdHM';
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('The links of an email change', () => {
  it('the new address confirms with a button (opening the link changes nothing) and is told it signs in with it', async () => {
    const calls = stubApi({
      'POST /api/auth/email-change/confirm': { body: { email: 'jamie.new@example.com', message: 'Your account now uses jamie.new@example.com. Sign in with it from now on.' } },
      'GET /api/auth/user': { body: { ...testUser, email: 'jamie.new@example.com' } },
    });
    const user = setup();
    renderWithApp(<ConfirmEmailChangePage />, { path: `/account/email/confirm#token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address is changed' })).toBeInTheDocument();
    expect(screen.getByText('Your account now uses jamie.new@example.com. Sign in with it from now on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Profile settings' })).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/auth/email-change/confirm', body: { token: TOKEN } });
  });

  it('shows why a confirmation link no longer works', async () => {
    stubApi({ 'POST /api/auth/email-change/confirm': { status: 409, body: { message: 'This address now belongs to another Crew Reviews account, so it cannot be used for yours.' } } });
    const user = setup();
    renderWithApp(<ConfirmEmailChangePage />, { user: null, path: `/account/email/confirm#token=${TOKEN}` });
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByText('This address now belongs to another Crew Reviews account, so it cannot be used for yours.')).toBeInTheDocument();
  });

  it('the old address undoes the change after reading what it does, and is sent to sign in with a link', async () => {
    const message = 'Your account uses jamie@example.com again. Everyone was signed out and the password was removed: sign in with an emailed link, then choose a new password in Profile settings.';
    const calls = stubApi({ 'POST /api/auth/email-change/undo': { body: { email: 'jamie@example.com', message } } });
    const user = setup();
    const { queryClient } = renderWithApp(<UndoEmailChangePage />, { path: `/account/email/undo#token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Undo the change of your email address?' })).toBeInTheDocument();
    expect(screen.getByText(/the password is removed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account has its email address back' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with an emailed link' })).toHaveAttribute('href', '/login?email=jamie%40example.com');
    // Every session ended, this one too.
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/email-change/undo', body: { token: TOKEN } }]);
  });

  it('says so when a link lost its token', () => {
    stubApi({});
    renderWithApp(<UndoEmailChangePage />, { user: null, path: '/account/email/undo' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
  });
});
