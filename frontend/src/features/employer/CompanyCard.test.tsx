import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import type { Company } from './api/schemas';
import { CompanyCard, CompanyLinkNotice } from './components/CompanyCard';

const unverified: Company = {
  name: 'Bluewater Crew Agency',
  type: 'recruitment_agency',
  licenseNumber: 'MLC-RPS-0042',
  verified: false,
  verification: null,
  pendingDomainEmail: null,
};

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Company card', () => {
  it('shows an unverified company with its licence, refuses free mail with the server reason, and sends a link to a domain address', async () => {
    const calls = stubApi({
      'GET /api/company': { body: unverified },
      'POST /api/company/domain-email': (body) =>
        (body as { email: string }).email.endsWith('@gmail.com')
          ? { status: 400, body: { statusCode: 400, message: "gmail.com is a free email provider, not your company's own domain: use an address on your company's web domain" } }
          : { status: 202, body: { ...unverified, pendingDomainEmail: { email: 'hr@bluewatercrew.com', domain: 'bluewatercrew.com', expiresAt: '2026-11-26T09:00:00.000Z' } } },
    });
    const user = setup();
    renderWithApp(<CompanyCard />);
    expect(await screen.findByText('Unverified company')).toBeInTheDocument();
    for (const text of ['Bluewater Crew Agency', 'Recruitment Agency', 'MLC-RPS-0042']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Crew see 'Unverified company' on your contact requests/)).toBeInTheDocument();
    expect(screen.getByText(/after checking your MLC 2006 recruitment and placement service licence \(MLC-RPS-0042\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Send confirmation link/ }));
    expect(await screen.findByText("Please enter your company's website")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Company website'), 'bluewatercrew.com');
    await user.type(screen.getByLabelText('Email address on that domain'), 'bea@gmail.com');
    await user.click(screen.getByRole('button', { name: /Send confirmation link/ }));
    expect(await screen.findByText(/gmail.com is a free email provider, not your company's own domain/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address on that domain'));
    await user.type(screen.getByLabelText('Email address on that domain'), 'hr@bluewatercrew.com');
    await user.click(screen.getByRole('button', { name: /Send confirmation link/ }));
    expect(await screen.findByText('Confirmation link sent')).toBeInTheDocument();
    expect(screen.getByText('A confirmation link was sent to hr@bluewatercrew.com')).toBeInTheDocument();
    expect(screen.queryByText(/gmail.com is a free email provider/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      url: '/api/company/domain-email',
      body: { website: 'bluewatercrew.com', email: 'hr@bluewatercrew.com' },
    });
  });

  it('shows a verified company with how it was verified, and no form', async () => {
    stubApi({
      'GET /api/company': {
        body: { ...unverified, verified: true, verification: { method: 'domain_email', verifiedAt: '2026-11-25T09:00:00.000Z', domain: 'bluewatercrew.com', email: 'hr@bluewatercrew.com' } },
      },
    });
    renderWithApp(<CompanyCard />);
    expect(await screen.findByText('Verified company')).toBeInTheDocument();
    expect(screen.getByText('Confirmed through hr@bluewatercrew.com on bluewatercrew.com, Nov 25, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send confirmation link/ })).toBeNull();
  });

  it('offers Retry when the company cannot be loaded, and links to the Employer page from the profile', async () => {
    let down = true;
    stubApi({ 'GET /api/company': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: unverified }) });
    const user = setup();
    renderWithApp(<CompanyCard variant="summary" />);
    const failure = await screen.findByText('Your company details could not be loaded.');
    down = false;
    await user.click(within(failure.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Unverified company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your company on the Employer page' })).toHaveAttribute('href', '/employer');
    expect(screen.queryByLabelText('Company website')).toBeNull();
  });

  it('says what a followed link did when it lands on the Employer page', async () => {
    stubApi({ 'GET /api/company': { body: unverified } });
    const { unmount } = renderWithApp(<CompanyLinkNotice />, { path: '/employer?companyVerified=1' });
    expect(await screen.findByText('Company verified')).toBeInTheDocument();
    unmount();
    renderWithApp(<CompanyLinkNotice />, { path: '/employer?companyVerification=link-invalid' });
    expect(await screen.findByText('That company confirmation link is invalid, used or expired')).toBeInTheDocument();
  });
});
