import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import { SecuritySection } from './SecuritySection';

const NO_PENDING = { newEmail: null, expiresAt: null, message: null };
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Profile settings: Sign-in and security', () => {
  it('changes the password with the current one, shows a wrong one under its field, and says the other devices were signed out', async () => {
    let wrong = true;
    const calls = stubApi({
      'GET /api/user/email-change': { body: NO_PENDING },
      'GET /api/auth/user': { body: testUser },
      'GET /api/user/sessions': { body: [] },
      'PUT /api/user/password': () =>
        wrong
          ? { status: 400, body: { message: 'Your current password is not correct' } }
          : { body: { message: 'Your password was changed. You were signed out on your other devices.' } },
    });
    const user = setup();
    renderWithApp(<SecuritySection />, { path: '/profile' });
    expect(screen.getByText('You sign in with jamie@example.com. Emails about your account go there.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'not-it-at-all');
    await user.type(within(form).getByLabelText('New password'), 'starboard-light-green-77');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'starboard-light-green-7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(within(form).getByLabelText('Repeat the new password'), '7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not correct')).toBeInTheDocument();

    wrong = false;
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'anchor-watch-at-dawn-42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your password was changed. You were signed out on your other devices.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { currentPassword: 'not-it-at-all', newPassword: 'starboard-light-green-77' },
      { currentPassword: 'anchor-watch-at-dawn-42', newPassword: 'starboard-light-green-77' },
    ]);
  });

  it('lets an account that signs in with emailed links set a password without a current one', async () => {
    const calls = stubApi({
      'GET /api/user/email-change': { body: NO_PENDING },
      'GET /api/auth/user': { body: { ...testUser, hasPassword: true } },
      'GET /api/user/sessions': { body: [] },
      'PUT /api/user/password': { body: { message: 'Your password is set: you can now sign in with it or with an emailed link. You were signed out on your other devices.' } },
    });
    const user = setup();
    renderWithApp(<SecuritySection />, { user: { ...testUser, hasPassword: false }, path: '/profile' });
    expect(screen.getByText(/You sign in with links we email you/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    const form = screen.getByRole('form', { name: 'Set a password' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('New password'), 'starboard-light-green-77');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'starboard-light-green-77');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ newPassword: 'starboard-light-green-77' });
  });

  it('sends a confirmation link to a new address, says nothing changes until it is opened, and shows the waiting change', async () => {
    const pending = {
      newEmail: 'jamie.new@example.com',
      expiresAt: '2026-11-24T09:00:00.000Z',
      message: 'We sent a confirmation link to jamie.new@example.com. Your email stays the same until you open it (within 24 hours).',
    };
    let waiting = false;
    const calls = stubApi({
      'GET /api/user/email-change': () => ({ body: waiting ? pending : NO_PENDING }),
      'POST /api/user/email-change': (body) => {
        if ((body as { newEmail: string }).newEmail === 'jamie@example.com') return { status: 400, body: { message: 'This is already your email address' } };
        waiting = true;
        return { status: 202, body: pending };
      },
    });
    const user = setup();
    renderWithApp(<SecuritySection />, { path: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New email address'), 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New email address'));
    await user.type(within(form).getByLabelText('New email address'), 'jamie@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('This is already your email address')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New email address'));
    await user.type(within(form).getByLabelText('New email address'), 'jamie.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Check your new inbox')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.getAllByText(pending.message).length).toBeGreaterThan(0);
    // Still the old address until the link is opened.
    expect(screen.getByText(/You sign in with/)).toHaveTextContent('jamie@example.com');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ newEmail: 'jamie@example.com' }, { newEmail: 'jamie.new@example.com' }]);
  });

  it('says when the waiting change cannot be read, and reads it again on Retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/user/email-change': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: NO_PENDING }) });
    const user = setup();
    renderWithApp(<SecuritySection />, { path: '/profile' });
    expect(await screen.findByText('We could not check for an email change waiting for confirmation.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(screen.queryByText('We could not check for an email change waiting for confirmation.')).not.toBeInTheDocument();
  });
});
