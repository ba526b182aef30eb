import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ProfilePdf } from '../api/schemas';
import { renderWithApp, stubApi } from '../test-utils';
import { PROFILE_PDF_FAILED, ProfilePdfCard } from './ProfilePdfCard';

const pdf = (overrides: Partial<ProfilePdf> = {}): ProfilePdf => ({
  id: 'p-1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:00:03.000Z',
  byteSize: 48_000,
  pageCount: 2,
  downloadable: true,
  linkExpiresAt: '2026-12-20T10:00:03.000Z',
  ...overrides,
});
const pending = (id: string) => pdf({ id, status: 'pending', readyAt: null, byteSize: null, pageCount: null, downloadable: false, linkExpiresAt: null });

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The API as the worker would make it look: the PDF asked for is pending for `polls` looks, then becomes `outcome`. */
function worker(outcome: ProfilePdf, polls = 2) {
  let pdfs: ProfilePdf[] = [];
  let looks = 0;
  const calls = stubApi({
    'GET /api/profile-pdfs': () => {
      if (pdfs[0]?.status === 'pending' && ++looks >= polls) pdfs = [outcome];
      return { body: pdfs };
    },
    'POST /api/profile-pdfs': () => {
      pdfs = [pending(outcome.id)];
      return { status: 202, body: pdfs[0] };
    },
    'GET /api/share-links': { body: [] },
    'GET /api/stats': { body: {} },
  });
  return calls;
}

describe('Profile PDF on the dashboard', () => {
  it('starts the PDF, shows progress while the worker builds it, then says it is ready and offers the file', async () => {
    const calls = worker(pdf({ id: 'p-2' }));
    const user = setup();
    renderWithApp(<ProfilePdfCard />);
    await user.click(await screen.findByRole('button', { name: /Download profile \(PDF\)/ }));
    expect(await screen.findByText('Profile PDF requested')).toBeInTheDocument();
    expect(await screen.findByText('Building your profile PDF…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download profile \(PDF\)/ })).toBeDisabled();

    expect(await screen.findByText('Profile PDF ready')).toBeInTheDocument();
    expect(screen.getByText('Your profile PDF is ready to download.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: /Download PDF/ });
    expect(download).toHaveAttribute('href', '/api/profile-pdfs/p-2/download');
    expect(screen.getByText('Built Nov 20, 2026 · 2 pages · 47 KB')).toBeInTheDocument();
    expect(screen.getByText('Its QR code link works until Dec 20, 2026.')).toBeInTheDocument();
    expect(screen.queryByText('Building your profile PDF…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Build a new PDF/ })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says in a destructive toast when the build failed, and lets the person try again', async () => {
    worker(pdf({ id: 'p-3', status: 'failed', readyAt: null, byteSize: null, pageCount: null, downloadable: false }), 1);
    const user = setup();
    renderWithApp(<ProfilePdfCard />);
    await user.click(await screen.findByRole('button', { name: /Download profile \(PDF\)/ }));
    const toast = (await screen.findByText('Profile PDF failed')).closest('.ant-notification-notice') as HTMLElement;
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(within(toast).getByText(PROFILE_PDF_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Your last profile PDF could not be built. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Download profile \(PDF\)/ })).toBeEnabled());
  });

  it('shows the spec failure toast when the request itself is refused', async () => {
    stubApi({
      'GET /api/profile-pdfs': { body: [] },
      'POST /api/profile-pdfs': { status: 429, body: { statusCode: 429, message: 'Too many requests. Please try again in 40 minutes.' } },
    });
    const user = setup();
    renderWithApp(<ProfilePdfCard />);
    await user.click(await screen.findByRole('button', { name: /Download profile \(PDF\)/ }));
    expect(await screen.findByText(PROFILE_PDF_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in 40 minutes.')).toBeInTheDocument();
  });

  it('offers a PDF built earlier without announcing it again', async () => {
    stubApi({ 'GET /api/profile-pdfs': { body: [pdf({ pageCount: 1, byteSize: 2_500_000 })] } });
    renderWithApp(<ProfilePdfCard />);
    expect(await screen.findByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/api/profile-pdfs/p-1/download');
    expect(screen.getByText('Built Nov 20, 2026 · 1 page · 2.4 MB')).toBeInTheDocument();
    expect(screen.queryByText('Profile PDF ready')).not.toBeInTheDocument();
  });

  it('says that building again reuses the link, and when a PDF’s link was deleted', async () => {
    stubApi({ 'GET /api/profile-pdfs': { body: [pdf({ linkExpiresAt: null })] } });
    renderWithApp(<ProfilePdfCard />);
    expect(await screen.findByText('Its QR code link was deleted: build a new PDF for a working one.')).toBeInTheDocument();
    expect(screen.getByText(/Building a new PDF prints the same link while it has more than a week left, so it adds no new link\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Build a new PDF/ })).toBeEnabled();
  });
});
