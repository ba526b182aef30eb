import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { stubApi } from '../test/api-stub';
import { renderWithApp, testUser } from '../test/render';
import { isCheckCancelled, RecentCheckProvider, useRecentCheck } from './RecentCheck';

const REFUSED = { status: 403, body: { statusCode: 403, error: 'Forbidden', code: 'recent-check-required', message: 'For your security, confirm it is you again to continue.' } };

/** A sensitive action as a screen sends it. */
function SensitiveAction() {
  const { withRecentCheck } = useRecentCheck();
  const [outcome, setOutcome] = useState('');
  const run = () =>
    withRecentCheck(() => apiRequest('DELETE', '/api/something-sensitive')).then(
      () => setOutcome('done'),
      (error: unknown) => setOutcome(isCheckCancelled(error) ? 'cancelled' : 'failed'),
    );
  return (
    <>
      <button type="button" onClick={run}>
        Do it
      </button>
      <p>Outcome: {outcome}</p>
    </>
  );
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const checkDialog = async () => (await screen.findByText("Confirm it's you")).closest<HTMLElement>('[role="dialog"]')!;

describe("'Confirm it's you' before a sensitive action", () => {
  it('confirms with a code from the authenticator app and sends the action again', async () => {
    let checked = false;
    const calls = stubApi({
      'DELETE /api/something-sensitive': () => (checked ? { status: 204 } : REFUSED),
      'GET /api/auth/security': { body: { checkMethods: ['authenticator', 'recovery-code'] } },
      'POST /api/auth/check/code': () => {
        checked = true;
        return { status: 204 };
      },
    });
    const user = setup();
    renderWithApp(
      <RecentCheckProvider>
        <SensitiveAction />
      </RecentCheckProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await checkDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN-PQRS{Enter}');
    expect(await screen.findByText('Outcome: done')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body])).toEqual([
      ['DELETE', '/api/something-sensitive', undefined],
      ['POST', '/api/auth/check/code', { code: 'ABCD-EFGH-JKMN-PQRS' }],
      ['DELETE', '/api/something-sensitive', undefined],
    ]);
  });

  it('emails a sign-in link to an account that signs in with links only, and a closed prompt sends nothing', async () => {
    const calls = stubApi({
      'DELETE /api/something-sensitive': REFUSED,
      'GET /api/auth/security': { body: { checkMethods: ['email-link'] } },
      'POST /api/auth/email-link': { status: 202, body: { message: 'If an account exists for this email, a sign-in link is on its way. Check your inbox.' } },
    });
    const user = setup();
    renderWithApp(
      <RecentCheckProvider>
        <SensitiveAction />
      </RecentCheckProvider>,
      { user: { ...testUser, hasPassword: false } },
    );
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await checkDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Email me a link' }));
    expect(await within(dialog).findByText('We sent a sign-in link to jamie@example.com. Open it in this browser, then try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Outcome: cancelled')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/something-sensitive')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'jamie@example.com', returnTo: '/' });
  });

  it('leaves other refusals to the screen', async () => {
    stubApi({ 'DELETE /api/something-sensitive': { status: 403, body: { message: 'Admin privileges required' } } });
    const user = setup();
    renderWithApp(
      <RecentCheckProvider>
        <SensitiveAction />
      </RecentCheckProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(await screen.findByText('Outcome: failed')).toBeInTheDocument();
    expect(screen.queryByText("Confirm it's you")).not.toBeInTheDocument();
  });
});
