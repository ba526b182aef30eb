import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignInPage from './SignInPage';

const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLWZvci10ZXN0cw';
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const SENT = 'If an account exists for this email, a link to set a new password is on its way. Check your inbox.';

describe('Forgot password', () => {
  it('is offered on the sign-in page', async () => {
    stubApi({});
    renderWithApp(<SignInPage />, { user: null, path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for a valid email, then says a link is on its way whatever the address', async () => {
    const calls = stubApi({ 'POST /api/auth/password-reset': { status: 202, body: { message: SENT } } });
    const user = setup();
    renderWithApp(<ForgotPasswordPage />, { user: null, path: '/forgot-password?email=jamie%40example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('jamie@example.com');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(email, 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/password-reset', body: { email: 'jamie@example.com' } }]);
  });

  it('shows a refusal (too many requests) as it comes', async () => {
    stubApi({ 'POST /api/auth/password-reset': { status: 429, body: { message: 'Too many attempts. Please wait 5 minutes and try again.' } } });
    const user = setup();
    renderWithApp(<ForgotPasswordPage />, { user: null, path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeInTheDocument();
  });
});

describe('Choosing a new password from the emailed link', () => {
  it('says so when the link lost its token', () => {
    stubApi({});
    renderWithApp(<ResetPasswordPage />, { user: null, path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks both entries match, shows a refused password under its field, then sets it and offers to sign in', async () => {
    let weak = true;
    const calls = stubApi({
      'POST /api/auth/password-reset/complete': () =>
        weak
          ? { status: 400, body: { message: 'This password is too common. Please choose a less predictable one' } }
          : { body: { message: 'Your new password is set and you were signed out everywhere. Sign in with it now.' } },
    });
    const user = setup();
    renderWithApp(<ResetPasswordPage />, { user: null, path: `/reset-password#token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password124');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too common. Please choose a less predictable one')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();

    weak = false;
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'starboard-light-green-77');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'starboard-light-green-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new password is set' })).toBeInTheDocument();
    expect(screen.getByText('Your new password is set and you were signed out everywhere. Sign in with it now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.map((c) => c.body)).toEqual([
      { token: TOKEN, newPassword: 'password123' },
      { token: TOKEN, newPassword: 'starboard-light-green-77' },
    ]);
  });

  it('offers a new link when this one is used or expired', async () => {
    stubApi({ 'POST /api/auth/password-reset/complete': { status: 400, body: { message: 'This link is invalid, used or expired. Ask for a new one on the sign-in page.' } } });
    const user = setup();
    renderWithApp(<ResetPasswordPage />, { user: null, path: `/reset-password#token=${TOKEN}` });
    await user.type(screen.getByLabelText('New password'), 'starboard-light-green-77');
    await user.type(screen.getByLabelText('Repeat the new password'), 'starboard-light-green-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This link is invalid, used or expired. Ask for a new one on the sign-in page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
