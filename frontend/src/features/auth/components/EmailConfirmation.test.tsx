import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { EmailConfirmedNotice, ResendConfirmationButton } from './EmailConfirmation';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

describe('email confirmation', () => {
  it("says 'Email confirmed' once after the link, and drops the flag from the address", async () => {
    stubApi({});
    renderWithApp(
      <>
        <EmailConfirmedNotice />
        <Where />
      </>,
      { path: '/reviews?highlight=abc&emailConfirmed=1' },
    );
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByText('Reviews you write now count as verified.')).toBeInTheDocument();
    expect(await screen.findByText('/reviews?highlight=abc')).toBeInTheDocument();
  });

  it('mails a new confirmation link and says where it went', async () => {
    const calls = stubApi({ 'POST /api/auth/email-link/resend-confirmation': { status: 202, body: { message: 'A new confirmation email is on its way to jamie@example.com.' } } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<ResendConfirmationButton />);
    await user.click(screen.getByRole('button', { name: /Resend confirmation email/ }));
    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument();
    expect(screen.getByText('A new confirmation email is on its way to jamie@example.com.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/email-link/resend-confirmation', body: undefined }]);
  });
});
