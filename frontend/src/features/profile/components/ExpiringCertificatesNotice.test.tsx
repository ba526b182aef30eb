import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { CERTIFICATE_WALLET_KEY } from '../api/certificate-wallet';
import { certificateExpiryText, ExpiringCertificatesNotice } from './ExpiringCertificatesNotice';

const wallet = (expiringSoon: number, expired = 0) => ({ today: '2026-11-23', expiringSoon, expired, stcwCertified: true, expiryReminders: true, certificates: [] });

describe('Expiring certificates notice', () => {
  it('links "Certificates: N expire within 90 days" to the wallet on the profile', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(3) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: 'Certificates: 3 expire within 90 days' })).toHaveAttribute('href', '/profile#certificate-wallet');
  });

  it('says "1 expires" for one', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(1) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: 'Certificates: 1 expires within 90 days' })).toBeInTheDocument();
  });

  it('names expired certificates first, beside those about to expire', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(2, 1) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: 'Certificates: 1 expired, 2 expire within 90 days' })).toHaveAttribute('href', '/profile#certificate-wallet');
  });

  it('speaks up for someone whose only certificate has expired', async () => {
    stubApi({ 'GET /api/certifications/wallet': { body: wallet(0, 1) } });
    renderWithApp(<ExpiringCertificatesNotice />);
    expect(await screen.findByRole('link', { name: 'Certificates: 1 expired' })).toBeInTheDocument();
    expect(screen.queryByText(/within 90 days/)).not.toBeInTheDocument();
  });

  it('shows nothing when none have expired or expire soon', async () => {
    const calls = stubApi({ 'GET /api/certifications/wallet': { body: wallet(0) } });
    const { queryClient } = renderWithApp(<ExpiringCertificatesNotice />);
    await waitFor(() => expect(queryClient.getQueryState(CERTIFICATE_WALLET_KEY)?.status).toBe('success'));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/within 90 days|expired/)).not.toBeInTheDocument();
  });

  it('writes each count with the right verb', () => {
    expect(certificateExpiryText(0, 0)).toBeNull();
    expect(certificateExpiryText(3, 0)).toBe('3 expired');
    expect(certificateExpiryText(0, 2)).toBe('2 expire within 90 days');
    expect(certificateExpiryText(2, 1)).toBe('2 expired, 1 expires within 90 days');
  });
});
