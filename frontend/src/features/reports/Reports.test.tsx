import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp, testUser } from '../../test/render';
import type { PublicReport, VerificationReport } from './api/schemas';
import { ReportsList } from './components/ReportsList';
import { VerifyCrewButton } from './components/VerifyCrewButton';
import VerifyReportPage from './VerifyReportPage';

const report = (overrides: Partial<VerificationReport> = {}): VerificationReport => ({
  id: 'r-1',
  reportType: 'background_check',
  status: 'ready',
  crewId: 'u-2',
  crewName: 'Casey Crew',
  createdAt: '2026-11-20T10:00:00.000Z',
  issuedAt: '2026-11-20T10:00:05.000Z',
  sha256: 'a'.repeat(64),
  downloadable: true,
  verifyUrl: 'http://localhost:3000/verify/r-1',
  ...overrides,
});

/** A Professional plan with `used` of its 2 reports used this month and $150 of credits. */
const subscription = (used: number, creditsRemaining = 150) => ({
  isEmployer: true,
  subscription: { plan: 'professional', status: 'active', expiresAt: '2026-12-23T00:00:00.000Z', creditsRemaining },
  limits: {
    periodEndsAt: '2026-12-01T00:00:00.000Z',
    features: [
      { feature: 'profile_view', limit: 50, used: 3 },
      { feature: 'message', limit: 20, used: 0 },
      { feature: 'verification_report', limit: 2, used },
    ],
  },
  analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 150, creditsUsed: 0, profileViews: 3 },
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('verification reports', () => {
  it('says what the report holds before it is ordered, then orders it with the spec toast', async () => {
    const calls = stubApi({
      'GET /api/user/subscription': { body: subscription(0) },
      'POST /api/verification-reports': { status: 201, body: report({ status: 'pending', downloadable: false }) },
    });
    const user = setup();
    renderWithApp(<VerifyCrewButton crewId="u-2" />);
    await user.click(await screen.findByRole('button', { name: /Verify/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order a profile verification report?' });
    const includes = within(dialog).getByRole('list', { name: 'The report includes' });
    expect(within(includes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Profile details/),
      expect.stringMatching(/^Certifications/),
      expect.stringMatching(/^Review summary/),
      expect.stringMatching(/^Verified reviews/),
      expect.stringMatching(/QR code/),
    ]);
    expect(within(dialog).getByText(/does not check identity, criminal records or references/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/background check/i);
    // What it will use is said first; nothing is ordered (nor counted) until the user says so.
    expect(await within(dialog).findByText('Uses 1 of 2 verification reports this month (2 left).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Order report' }));
    expect(await screen.findByText('Verification Report Requested')).toBeInTheDocument();
    expect(screen.getByText('Your verification report request is being processed.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/verification-reports', body: { crewId: 'u-2', reportType: 'background_check' } });
    expect(screen.getByRole('button', { name: /Report Ordered/ })).toBeDisabled();
  });

  it('asks an employer whose email is not confirmed to confirm it first, offering a new link, and orders nothing', async () => {
    const calls = stubApi({ 'POST /api/auth/email-link/resend-confirmation': { status: 202, body: { message: 'A new confirmation email is on its way to jamie@example.com.' } } });
    const user = setup();
    renderWithApp(<VerifyCrewButton crewId="u-2" />, { user: { ...testUser, role: 'agency', isVerified: false } });
    await user.click(await screen.findByRole('button', { name: /Verify/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order a profile verification report?' });
    expect(within(dialog).getByText('Confirm your email address before ordering reports')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order report' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Resend confirmation/ }));
    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/api/auth/email-link/resend-confirmation', body: undefined }]);
  });

  it("says why an order was refused, with the spec's failure title and the server's reason", async () => {
    stubApi({ 'POST /api/verification-reports': { status: 403, body: { message: 'The Basic plan does not include verification reports' } } });
    const user = setup();
    renderWithApp(<VerifyCrewButton crewId="u-2" />);
    await user.click(await screen.findByRole('button', { name: /Verify/ }));
    await user.click(await screen.findByRole('button', { name: 'Order report' }));
    expect(await screen.findByText('Failed to request verification report')).toBeInTheDocument();
    expect(screen.getByText('The Basic plan does not include verification reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Verify/ })).toBeEnabled();
  });

  it("offers credits when the month's reports are used up, and orders with them only once the price is confirmed", async () => {
    const usedUp = {
      statusCode: 403, error: 'Forbidden', message: 'Monthly limit of 2 verification reports reached on the Professional plan', code: 'allowance_used_up',
      feature: 'verification_report', limit: 2, resetsOn: '2026-12-01', creditPrice: 25, creditsRemaining: 150, nextPlan: { id: 'enterprise', name: 'Enterprise', limit: 5 },
    };
    const calls = stubApi({
      'GET /api/user/subscription': { body: subscription(2) },
      'GET /api/transactions': { body: [] },
      'POST /api/verification-reports': (body) =>
        (body as { payWithCredits?: boolean }).payWithCredits ? { status: 201, body: report({ status: 'pending', downloadable: false }) } : { status: 403, body: usedUp },
    });
    const user = setup();
    renderWithApp(<VerifyCrewButton crewId="u-2" />);
    await user.click(await screen.findByRole('button', { name: /Verify/ }));
    const order = await screen.findByRole('dialog', { name: 'Order a profile verification report?' });
    expect(
      await within(order).findByText(
        'All 2 verification reports for this month are used (they reset on Dec 1, 2026): an extra verification report costs $25 of credits, asked before anything is spent.',
      ),
    ).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Order report' }));

    const offer = await screen.findByRole('dialog', { name: 'No verification reports left this month' });
    expect(within(offer).getByText('Your 2 verification reports reset on Dec 1.')).toBeInTheDocument();
    expect(within(offer).getByText('You have $150 of credits; $125 after this.')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Upgrade to Enterprise' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Order a profile verification report?' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to request verification report')).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Use $25 of credits' }));
    expect(await screen.findByText('Verification Report Requested')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { crewId: 'u-2', reportType: 'background_check' },
      { crewId: 'u-2', reportType: 'background_check', payWithCredits: true },
    ]);
    expect(screen.queryByRole('dialog', { name: 'No verification reports left this month' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Report Ordered/ })).toBeDisabled();
  });

  it('spends nothing when the credits offer is cancelled', async () => {
    const calls = stubApi({
      'GET /api/user/subscription': { body: subscription(0, 3) },
      'POST /api/verification-reports': {
        status: 403,
        body: {
          statusCode: 403, error: 'Forbidden', message: 'The Basic plan does not include verification reports', code: 'allowance_used_up',
          feature: 'verification_report', limit: 0, resetsOn: '2026-12-01', creditPrice: 25, creditsRemaining: 3, nextPlan: { id: 'professional', name: 'Professional', limit: 2 },
        },
      },
    });
    const user = setup();
    renderWithApp(<VerifyCrewButton crewId="u-2" />);
    await user.click(await screen.findByRole('button', { name: /Verify/ }));
    await user.click(await screen.findByRole('button', { name: 'Order report' }));
    const offer = await screen.findByRole('dialog', { name: 'Verification reports are not in your plan' });
    // No reset line for an allowance the plan does not have; the shortfall instead of the button.
    expect(within(offer).queryByText(/reset on/)).not.toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Use $25 of credits' })).toBeDisabled();
    expect(within(offer).getByText(/You have \$3 of credits: \$22 short\./)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verification reports are not in your plan' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Failed to request verification report')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Verify/ })).toBeEnabled();
  });

  it('lists the reports ordered, offers the PDF once built, and keeps asking while one is being prepared', async () => {
    let built = false;
    stubApi({
      'GET /api/verification-reports': () => ({
        body: [
          built ? report({ id: 'r-2', crewName: 'Dana Deck' }) : report({ id: 'r-2', crewName: 'Dana Deck', status: 'pending', downloadable: false, issuedAt: null, sha256: null }),
          report(),
          report({ id: 'r-3', crewName: 'Former member', crewId: null, downloadable: false }),
          report({ id: 'r-4', crewName: 'Flo Failed', status: 'failed', downloadable: false, issuedAt: null, sha256: null }),
        ],
      }),
    });
    renderWithApp(<ReportsList />);
    const pending = await screen.findByRole('listitem', { name: 'Report on Dana Deck' });
    expect(within(pending).getByText('Being prepared')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();

    const ready = screen.getByRole('listitem', { name: 'Report on Casey Crew' });
    expect(within(ready).getByText('Ready')).toBeInTheDocument();
    expect(within(ready).getByText(/^Profile verification report · ordered Nov 20, 2026/)).toBeInTheDocument();
    expect(within(ready).getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/api/verification-reports/r-1/pdf');
    expect(within(ready).getByRole('link', { name: 'Check' })).toHaveAttribute('href', '/verify/r-1');
    expect(within(screen.getByRole('listitem', { name: 'Report on Former member' })).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    const failed = screen.getByRole('listitem', { name: 'Report on Flo Failed' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText(/was not counted against your plan/)).toBeInTheDocument();

    built = true;
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Report on Dana Deck' })).getByRole('link', { name: /Download PDF/ })).toBeInTheDocument());
  });

  it('offers Retry when the reports cannot be loaded', async () => {
    let down = true;
    stubApi({ 'GET /api/verification-reports': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: [] }) });
    const user = setup();
    renderWithApp(<ReportsList />);
    expect(await screen.findByText('Your verification reports could not be loaded')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No verification reports yet')).toBeInTheDocument();
  });

  it('shows an empty state that says where reports come from', async () => {
    stubApi({ 'GET /api/verification-reports': { body: [] } });
    renderWithApp(<ReportsList />);
    expect(await screen.findByText('No verification reports yet')).toBeInTheDocument();
    expect(screen.getByText(/Verify on a crew member's profile in Search Crew/)).toBeInTheDocument();
  });
});

describe('/verify/{id}', () => {
  const pdf = '%PDF-1.3 a verification report';
  const issued: PublicReport = {
    id: 'r-1',
    reportType: 'background_check',
    genuine: true,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    issuedAt: '2026-11-20T10:00:05.000Z',
    crewName: 'Ελένη Пападопулова',
    companyName: 'Harbour Crew Ltd',
    companyType: 'recruitment_agency',
    companyVerified: true,
    companyVerifiedOnReport: true,
  };

  const renderPage = (id = 'r-1') =>
    renderWithApp(
      <Routes>
        <Route path="/verify/:id" element={<VerifyReportPage />} />
      </Routes>,
      { user: null, path: `/verify/${id}` },
    );

  it('says the report is genuine, with what was issued, and checks a copy on this device', async () => {
    stubApi({ 'GET /api/public/reports/r-1': { body: issued } });
    const user = setup();
    const { container } = renderPage();
    // Until a copy is checked the page says only that the id was issued.
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification report' })).toBeInTheDocument();
    expect(screen.queryByText(/Genuine/)).not.toBeInTheDocument();
    for (const text of ['Profile verification report', 'Ελένη Пападопулова', 'Harbour Crew Ltd (Recruitment Agency)', 'Verified company', 'Nov 20, 2026', issued.sha256]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The upload control renews its input after each file: look it up each time, as a click would.
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input(), new File([pdf], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file is the report as issued.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Genuine verification report' })).toBeInTheDocument();

    await user.upload(input(), new File([`${pdf} with an edit`], 'edited.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file does not match the report as issued.')).toBeInTheDocument();
    expect(screen.getByText(/edited.pdf has been altered, or it is another document/)).toBeInTheDocument();
    // The heading follows the check: no green 'Genuine' over a copy that does not match.
    expect(screen.getByRole('heading', { level: 1, name: 'This copy does not match the report' })).toBeInTheDocument();
    expect(screen.queryByText(/Genuine/)).not.toBeInTheDocument();
  });

  it("marks an unverified company as such, and says when the company's state changed since the report", async () => {
    stubApi({ 'GET /api/public/reports/r-1': { body: { ...issued, companyName: 'Bluewater Crew Agency', companyVerified: false, companyVerifiedOnReport: false } } });
    const { unmount } = renderPage();
    expect(await screen.findByText('Bluewater Crew Agency (Recruitment Agency)')).toBeInTheDocument();
    expect(screen.getByText('Unverified company')).toBeInTheDocument();
    expect(screen.getByText(/has not yet confirmed that this company is who it says it is/)).toBeInTheDocument();
    expect(screen.queryByText('Verified company')).not.toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/public/reports/r-1': { body: { ...issued, companyVerified: true, companyVerifiedOnReport: false } } });
    renderPage();
    expect(await screen.findByText('Verified company')).toBeInTheDocument();
    expect(screen.getByText(/Verified by Crew Reviews after this report was issued: the report itself says 'unverified company'/)).toBeInTheDocument();
  });

  it('says so when no such report was issued', async () => {
    stubApi({ 'GET /api/public/reports/nope': { status: 404, body: { message: 'Verification report not found' } } });
    renderPage('nope');
    expect(await screen.findByText('Report Not Found')).toBeInTheDocument();
  });

  it('does not call a report fake when it cannot be checked, and tries again', async () => {
    let down = true;
    stubApi({ 'GET /api/public/reports/r-1': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: issued }) });
    const user = setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'The report could not be checked' })).toBeInTheDocument();
    expect(screen.queryByText('Report Not Found')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification report' })).toBeInTheDocument();
  });
});
