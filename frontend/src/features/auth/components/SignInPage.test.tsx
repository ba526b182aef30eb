import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import SignInPage from './SignInPage';

describe('Sign-in page', () => {
  it('asks for an email before sending a sign-in link, with no error escaping the page', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const calls = stubApi({});
      const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
      renderWithApp(<SignInPage />, { user: null, path: '/login' });
      await user.click(await screen.findByRole('button', { name: /Email me a sign-in link/ }));
      expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('sends the link for a valid email and says so', async () => {
    const calls = stubApi({ 'POST /api/auth/email-link': { body: { message: 'If an account exists for that email, a sign-in link is on its way.' } } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<SignInPage />, { user: null, path: '/login' });
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('jamie@example.com');
    await user.click(screen.getByRole('button', { name: /Email me a sign-in link/ }));
    expect(await screen.findByText('If an account exists for that email, a sign-in link is on its way.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/auth/email-link', body: { email: 'jamie@example.com', returnTo: '/' } });
  });

  const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const signInWith = async (user: ReturnType<typeof setup>) => {
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('jamie@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('anchor-watch-at-dawn-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  };

  it('goes on to the second factor when the account has one, keeping where to return', async () => {
    stubApi({ 'POST /api/auth/login': { status: 202, body: { secondFactorNeeded: true, methods: ['authenticator', 'recovery-code'] } } });
    const user = setup();
    renderWithApp(
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/login/second-factor" element={<p>second factor step</p>} />
      </Routes>,
      { user: null, path: '/login?returnTo=%2Freviews' },
    );
    await signInWith(user);
    expect(await screen.findByText('second factor step')).toBeInTheDocument();
  });

  it('when the address is locked, says what still works and asks for a code with the password', async () => {
    const message =
      'Too many attempts. Please wait 14 minutes and try again. If this is your account, you can sign in now with a passkey, with your password and a code from your authenticator app, or with a link we email you.';
    const calls = stubApi({
      'POST /api/auth/login': (body) =>
        (body as { code?: string }).code === '123456'
          ? { body: { id: 'u-1', email: 'jamie@example.com' } }
          : { status: 429, body: { statusCode: 429, error: 'Too Many Requests', code: 'sign-in-locked', message } },
    });
    const user = setup();
    renderWithApp(<SignInPage />, { user: null, path: '/login' });
    await signInWith(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    const code = screen.getByLabelText('Code from your authenticator app, or a recovery code');
    await user.click(code);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'jamie@example.com', password: 'anchor-watch-at-dawn-42' },
      { email: 'jamie@example.com', password: 'anchor-watch-at-dawn-42', code: '123456' },
    ]);
  });

  it('offers a passkey, and says so plainly when this browser cannot use one', async () => {
    stubApi({ 'POST /api/auth/sign-in/passkey/options': { body: { challenge: 'abc', rpId: 'localhost', allowCredentials: [] } } });
    const user = setup();
    renderWithApp(<SignInPage />, { user: null, path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Your browser could not use a passkey here. Try again, or use another way.')).toBeInTheDocument();
  });
});
