import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import SecondFactorPage from './SecondFactorPage';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function renderPage(path = '/login/second-factor?returnTo=%2Freviews') {
  return renderWithApp(
    <Routes>
      <Route path="/login/second-factor" element={<SecondFactorPage />} />
      <Route path="/reviews" element={<p>Reviews page</p>} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { user: null, path },
  );
}

describe('Second-factor step of the sign-in', () => {
  it('finishes the sign-in with a code from the authenticator app and goes where the person was going', async () => {
    const calls = stubApi({
      'GET /api/auth/sign-in/pending': { body: { methods: ['authenticator', 'recovery-code'], returnTo: '/', recoverByEmail: false } },
      'POST /api/auth/sign-in/code': (body) =>
        (body as { code: string }).code === '246810' ? { body: testUser } : { status: 401, body: { message: 'That code did not work. Check the time on your phone and try the newest code, or use a recovery code.' } },
    });
    const user = setup();
    renderPage();
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('That code did not work. Check the time on your phone and try the newest code, or use a recovery code.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Reviews page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: '111111' }, { code: '246810' }]);
  });

  it('switches to a recovery code, and tells how to get back in without the second factor', async () => {
    stubApi({ 'GET /api/auth/sign-in/pending': { body: { methods: ['passkey', 'authenticator', 'recovery-code'], returnTo: '/', recoverByEmail: false } } });
    const user = setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    expect(screen.getByText('Each recovery code works once.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lost your phone or security key?' }));
    expect(await screen.findByText(/an administrator can reset your second factors once they have checked it is you/)).toBeInTheDocument();
  });

  it('lets an operator address ask for a recovery link', async () => {
    const message = 'If this account can recover its second factors by email, a link is on its way. Otherwise use a recovery code, or ask the support team to reset your second factors.';
    stubApi({
      'GET /api/auth/sign-in/pending': { body: { methods: ['authenticator'], returnTo: '/', recoverByEmail: true } },
      'POST /api/auth/sign-in/recover-by-email': { status: 202, body: { message } },
    });
    const user = setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Lost your phone or security key?' }));
    await user.click(await screen.findByRole('button', { name: 'Email me a recovery link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when the sign-in has expired and leads back to sign in', async () => {
    stubApi({ 'GET /api/auth/sign-in/pending': { status: 401, body: { message: 'Your sign-in has expired. Please sign in again.' } } });
    const user = setup();
    renderPage();
    expect(await screen.findByText('This sign-in has expired. Please sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
