import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { CERTIFICATE_WALLET_KEY } from '../api/certificate-wallet';
import { ExpiringCertificatesNotice } from './ExpiringCertificatesNotice';

const wallet = (expiringSoon: number) => ({ today: '2026-11-23', expiringSoon, expired: 0, expiryReminders: true, certificates: [] });

describe('Expiring certificates notice', () => {
  it('links "N certificates expire within 90 days" to the wallet on the profile', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(3) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: '3 certificates expire within 90 days' })).toHaveAttribute('href', '/profile#certificate-wallet');
  });

  it('says "1 certificate expires" for one', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(1) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: '1 certificate expires within 90 days' })).toBeInTheDocument();
  });

  it('shows nothing when none expire soon', async () => {
    const calls = stubApi({ 'GET /api/certifications/wallet': { body: wallet(0) } });
    const { queryClient } = renderWithApp(<ExpiringCertificatesNotice />);
    await waitFor(() => expect(queryClient.getQueryState(CERTIFICATE_WALLET_KEY)?.status).toBe('success'));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/within 90 days/)).not.toBeInTheDocument();
  });
});
