import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RecentCheckProvider } from '../../../components/RecentCheck';
import { USER_QUERY_KEY } from '../../../lib/auth';
import type { SecurityOverview } from '../../../lib/security';
import { stubApi } from '../../../test/api-stub';
import { testUser } from '../../../test/render';
import { renderWithProviders } from '../test/render';
import { SecondFactorsSection } from './SecondFactorsSection';

const overview = (over: Partial<SecurityOverview> = {}): SecurityOverview => ({
  authenticatorAddedAt: null,
  passkeys: [],
  recoveryCodesLeft: 0,
  hasSecondFactor: false,
  secondFactorRequired: false,
  secondFactorNeededForAdmin: false,
  secondFactorPassed: false,
  lastCheckAt: '2026-12-01T10:00:00.000Z',
  checkedRecently: true,
  checkMethods: ['password'],
  ...over,
});

const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);

function renderSection(path = '/profile', user = testUser) {
  const rendered = renderWithProviders(
    <RecentCheckProvider>
      <MemoryRouter initialEntries={[path]}>
        <SecondFactorsSection />
      </MemoryRouter>
    </RecentCheckProvider>,
  );
  rendered.queryClient.setQueryData(USER_QUERY_KEY, user);
  return rendered;
}

describe('Profile settings: two-step sign-in', () => {
  const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('tells an admin sent from the admin area why, sets up the authenticator app from its QR code and shows the recovery codes once', async () => {
    let state = overview({ secondFactorNeededForAdmin: true });
    const calls = stubApi({
      'GET /api/auth/security': () => ({ body: state }),
      'GET /api/auth/user': { body: { ...testUser, adminLevel: 'admin' } },
      'POST /api/auth/security/authenticator': { status: 201, body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } },
      'POST /api/auth/security/authenticator/confirm': ({ code }: { code: string }) => {
        if (code !== '123456') return { status: 400, body: { message: 'That code did not work. Enter the six digits the app shows now.' } };
        state = overview({ secondFactorNeededForAdmin: true, hasSecondFactor: true, authenticatorAddedAt: '2026-12-01T10:00:00.000Z', recoveryCodesLeft: 10, secondFactorPassed: true });
        return { body: { recoveryCodes: CODES } };
      },
    } as never);
    const user = setup();
    renderSection('/profile?setup=second-factor');
    expect(await screen.findByText('Admins need a second factor')).toBeInTheDocument();
    expect(screen.getByText(/Not set up/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = (await screen.findByText('Set up an authenticator app')).closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(dialog).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(dialog).getByLabelText('2. Enter the 6-digit code the app shows');
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('That code did not work. Enter the six digits the app shows now.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByText('Authenticator app added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
    expect(await screen.findByText('On since Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(/10 of 10 unused/)).toBeInTheDocument();
    expect(screen.queryByText('Admins need a second factor')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/auth/security/authenticator', undefined],
      ['/api/auth/security/authenticator/confirm', { code: '654321' }],
      ['/api/auth/security/authenticator/confirm', { code: '123456' }],
    ]);
  });

  it('lists passkeys by name, renames one and removes one after asking', async () => {
    let passkeys = [
      { id: 'p-1', name: 'My phone', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-30T10:00:00.000Z', backedUp: true },
      { id: 'p-2', name: 'Laptop', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null, backedUp: false },
    ];
    const calls = stubApi({
      'GET /api/auth/security': () => ({ body: overview({ passkeys, hasSecondFactor: true, recoveryCodesLeft: 2, checkMethods: ['passkey', 'recovery-code'] }) }),
      'PATCH /api/auth/security/passkeys/p-2': ({ name }: { name: string }) => {
        passkeys = passkeys.map((p) => (p.id === 'p-2' ? { ...p, name } : p));
        return { body: passkeys[1] };
      },
      'DELETE /api/auth/security/passkeys/p-1': () => {
        passkeys = passkeys.filter((p) => p.id !== 'p-1');
        return { status: 204 };
      },
    } as never);
    const user = setup();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Added Nov 20, 2026 · last used Nov 30, 2026')).toBeInTheDocument();
    expect(within(list).getByText('Added Nov 21, 2026 · not used yet')).toBeInTheDocument();
    expect(screen.getByText(/2 of 10 unused/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename passkey Laptop' }));
    const rename = (await screen.findByText('Rename passkey')).closest<HTMLElement>('[role="dialog"]')!;
    const name = within(rename).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passkey renamed')).toBeInTheDocument();
    expect(await within(list).findByText('Work laptop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove passkey My phone' }));
    // antd's confirm names its dialog with the title, shown twice in its markup.
    const confirm = (await screen.findAllByText('Remove the passkey "My phone"?'))[0].closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('My phone')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/api/auth/security/passkeys/p-2', { name: 'Work laptop' }],
      ['DELETE', '/api/auth/security/passkeys/p-1', undefined],
    ]);
  });

  it('says when this browser cannot make passkeys', async () => {
    stubApi({ 'GET /api/auth/security': { body: overview() } });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    expect(screen.getByText('This browser cannot make passkeys. Try a recent Chrome, Edge, Safari or Firefox.')).toBeInTheDocument();
  });

  it('offers employers to always require a second factor once they have one', async () => {
    let required = false;
    const calls = stubApi({
      'GET /api/auth/security': () => ({ body: overview({ hasSecondFactor: true, authenticatorAddedAt: '2026-12-01T10:00:00.000Z', recoveryCodesLeft: 10, secondFactorRequired: required }) }),
      'GET /api/auth/user': { body: { ...testUser, role: 'employer' } },
      'PUT /api/auth/security/second-factor-required': (body: { required: boolean }) => {
        required = body.required;
        return { status: 204 };
      },
    } as never);
    const user = setup();
    renderSection('/profile', { ...testUser, role: 'employer' });
    const toggle = await screen.findByRole('switch', { name: 'Always require a second factor for this account' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Second factor now required')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ required: true });
  });

  it('shows an error with Retry when the settings cannot be loaded', async () => {
    let fail = true;
    stubApi({ 'GET /api/auth/security': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: overview() }) });
    const user = setup();
    renderSection();
    expect(await screen.findByText('Your security settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });
});
