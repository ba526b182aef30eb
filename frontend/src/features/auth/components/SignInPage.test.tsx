import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
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
});
