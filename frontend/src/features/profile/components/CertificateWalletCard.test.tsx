import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { CertificateWallet, WalletCertificate } from '../api/certificate-wallet';
import { CertificateWalletCard } from './CertificateWalletCard';

const entry = (overrides: Partial<WalletCertificate>): WalletCertificate => ({
  key: 'stcwEndorsements:pst',
  kind: 'stcwEndorsements',
  name: 'Personal Survival Techniques',
  code: 'STCW A-VI/1-1',
  number: null,
  numberMasked: null,
  authority: null,
  issueDate: null,
  expiryDate: null,
  status: null,
  daysToExpiry: null,
  scan: null,
  ...overrides,
});

const wallet = (certificates: WalletCertificate[], overrides: Partial<CertificateWallet> = {}): CertificateWallet => ({
  today: '2026-11-23',
  expiringSoon: certificates.filter((c) => c.status === 'expiring').length,
  expired: certificates.filter((c) => c.status === 'expired').length,
  stcwCertified: true,
  expiryReminders: true,
  certificates,
  ...overrides,
});

const pst = entry({
  number: 'GB-PST-778812',
  numberMasked: '•••• 8812',
  authority: 'MCA',
  issueDate: '2022-01-10',
  expiryDate: '2026-12-23',
  status: 'expiring',
  daysToExpiry: 30,
  scan: { contentType: 'application/pdf', size: 2048, uploadedAt: '2026-11-20T10:00:00.000Z' },
});
const efa = entry({ key: 'stcwEndorsements:efa', name: 'Elementary First Aid', code: 'STCW A-VI/1-3', expiryDate: '2026-11-01', status: 'expired', daysToExpiry: -22 });
const eng1 = entry({ key: 'free:ENG1 Medical', kind: 'free', name: 'ENG1 Medical', code: null, expiryDate: '2028-05-01', status: 'valid', daysToExpiry: 525 });
const powerboat = entry({ key: 'free:Powerboat Level 2', kind: 'free', name: 'Powerboat Level 2', code: null });

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const item = (name: string) => screen.getByRole('listitem', { name });

describe('Certificate wallet card', () => {
  it('shows each held certificate with its status badge, masked number, dates and scan', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet([pst, efa, eng1, powerboat]) } });
    renderWithApp(<CertificateWalletCard />);
    const first = await screen.findByRole('listitem', { name: 'Personal Survival Techniques' });
    expect(within(first).getByText('Expires in 30 days')).toBeInTheDocument();
    expect(within(first).getByText('STCW A-VI/1-1')).toBeInTheDocument();
    expect(within(first).getByText('No. •••• 8812')).toBeInTheDocument();
    expect(within(first).getByText('MCA · Issued Jan 10, 2022 · Expires Dec 23, 2026')).toBeInTheDocument();
    // The full number stays hidden until the owner asks for it.
    expect(within(first).queryByText(/778812/)).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download scan of Personal Survival Techniques' })).toHaveAttribute(
      'href',
      '/api/certifications/wallet/scan?key=stcwEndorsements%3Apst',
    );
    expect(within(first).getByRole('button', { name: 'Replace scan of Personal Survival Techniques' })).toBeInTheDocument();

    expect(within(item('Elementary First Aid')).getByText('Expired')).toBeInTheDocument();
    expect(within(item('ENG1 Medical')).getByText('Valid')).toBeInTheDocument();
    const none = item('Powerboat Level 2');
    expect(within(none).getByText('No expiry date')).toBeInTheDocument();
    expect(within(none).getByText('No details yet')).toBeInTheDocument();
    expect(within(none).getByRole('button', { name: 'Upload scan of Powerboat Level 2' })).toBeInTheDocument();
    expect(within(none).queryByRole('link', { name: /Download scan/ })).not.toBeInTheDocument();
  });

  it('shows and hides each number on its own, from the keyboard too, behind a mask that does not give its length away', async () => {
    const long = entry({ key: 'stcwEndorsements:efa', name: 'Elementary First Aid', number: 'GB-EFA-2024-000123456', numberMasked: '•••• 3456' });
    stubApi({ 'GET /api/certifications/wallet': { body: wallet([pst, long]) } });
    const user = setup();
    renderWithApp(<CertificateWalletCard />);
    const first = await screen.findByRole('listitem', { name: 'Personal Survival Techniques' });
    const second = item('Elementary First Aid');
    // Two numbers of different lengths behind masks of one length.
    expect(within(first).getByText('No. •••• 8812')).toBeInTheDocument();
    expect(within(second).getByText('No. •••• 3456')).toBeInTheDocument();

    const show = within(first).getByRole('button', { name: 'Show number of Personal Survival Techniques' });
    expect(show).toHaveTextContent('Show number');
    show.focus();
    await user.keyboard('{Enter}');
    expect(within(first).getByText('No. GB-PST-778812')).toBeInTheDocument();
    const hide = within(first).getByRole('button', { name: 'Hide number of Personal Survival Techniques' });
    expect(hide).toHaveTextContent('Hide number');
    // The other certificate's number stays hidden.
    expect(within(second).getByText('No. •••• 3456')).toBeInTheDocument();
    expect(within(second).queryByText(/000123456/)).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(within(first).getByText('No. •••• 8812')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Show number of Personal Survival Techniques' })).toBeInTheDocument();
    // The card says what is true: hidden here until shown, never given to anyone else.
    expect(screen.getByText(/Numbers stay hidden here until you choose Show number/)).toBeInTheDocument();
    expect(screen.queryByText(/Only you see full numbers/)).not.toBeInTheDocument();
  });

  it('offers no toggle for a certificate without a number', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet([powerboat]) } });
    renderWithApp(<CertificateWalletCard />);
    await screen.findByRole('listitem', { name: 'Powerboat Level 2' });
    expect(screen.queryByRole('button', { name: /number of/ })).not.toBeInTheDocument();
  });

  it('edits the details in a dialog, refusing an expiry before the issue date, and saves them', async () => {
    let current = wallet([powerboat]);
    const calls = stubApi({
      'GET /api/certifications/wallet': () => ({ body: current }),
      'PUT /api/certifications/wallet/certificate': (body) => {
        const saved = { ...powerboat, ...(body as object), numberMasked: '•••• 1234', status: 'valid' as const, daysToExpiry: 800 };
        current = wallet([saved]);
        return { body: saved };
      },
    });
    const user = setup();
    renderWithApp(<CertificateWalletCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit details of Powerboat Level 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Powerboat Level 2' });
    await user.type(within(dialog).getByLabelText('Certificate number'), 'RYA-PB2-1234');
    await user.type(within(dialog).getByLabelText('Issuing authority'), 'RYA');
    fireEvent.change(within(dialog).getByLabelText('Issue date'), { target: { value: '2025-06-01' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2025-05-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The expiry date cannot be before the issue date')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2029-02-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      key: 'free:Powerboat Level 2',
      number: 'RYA-PB2-1234',
      authority: 'RYA',
      issueDate: '2025-06-01',
      expiryDate: '2029-02-01',
    });
    expect(await screen.findByText('Certificate saved')).toBeInTheDocument();
    expect(await within(item('Powerboat Level 2')).findByText('Valid')).toBeInTheDocument();
  });

  it('uploads a scan, refusing a file of the wrong type or over 10 MB before sending it, and shows the server’s refusal', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { ...powerboat, scan: { contentType: 'application/pdf', size: 10, uploadedAt: '2026-11-23T10:00:00.000Z' } } };
    const calls = stubApi({
      'GET /api/certifications/wallet': { body: wallet([powerboat]) },
      'PUT /api/certifications/wallet/scan?key=free%3APowerboat%20Level%202': () => answer,
    });
    // The browser's picker offers only accepted types, but a file can still be dropped or typed in.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    renderWithApp(<CertificateWalletCard />);
    await screen.findByRole('button', { name: 'Upload scan of Powerboat Level 2' });
    const input = screen.getByTestId('scan-input-free:Powerboat Level 2') as HTMLInputElement;
    const uploads = () => calls.filter((c) => c.method === 'PUT');

    await user.upload(input, new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PDF, PNG or JPEG scans can be uploaded')).toBeInTheDocument();
    const huge = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('File exceeds maximum allowed size of 10 MB')).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Scan uploaded')).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);

    answer = { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'Only PDF, PNG or JPEG scans can be uploaded' } };
    await user.upload(input, new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads()).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('Only PDF, PNG or JPEG scans can be uploaded').length).toBeGreaterThan(0));
  });

  it('turns the expiry reminders off with the switch', async () => {
    let reminders = true;
    const calls = stubApi({
      'GET /api/certifications/wallet': () => ({ body: wallet([eng1], { expiryReminders: reminders }) }),
      'PUT /api/certifications/wallet/settings': (body) => {
        reminders = (body as { expiryReminders: boolean }).expiryReminders;
        return { body: { expiryReminders: reminders } };
      },
    });
    const user = setup();
    renderWithApp(<CertificateWalletCard />);
    const toggle = await screen.findByRole('switch', { name: 'Email me before my certificates expire' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Expiry reminders off')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ expiryReminders: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email me before my certificates expire' })).not.toBeChecked());
  });

  it('says what to do when the person holds no certification yet', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet([]) } });
    renderWithApp(<CertificateWalletCard />);
    expect(await screen.findByText('Add certifications to your profile and save; then record their details here.')).toBeInTheDocument();
  });
});
