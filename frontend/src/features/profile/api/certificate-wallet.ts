import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type CertificateWallet = Schemas['CertificateWallet'];
export type WalletCertificate = Schemas['WalletCertificate'];
export type CertificateDetails = Omit<Schemas['SaveCertificateDetailsDto'], 'key'>;

export const CERTIFICATE_WALLET_KEY = ['/api/certifications/wallet'] as const;

/** Scans: PDF, PNG or JPEG up to 10 MB (the server judges the bytes; this only spares a pointless upload). */
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
export const SCAN_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

const keyQuery = (key: string) => `key=${encodeURIComponent(key)}`;

/** GET /api/certifications/wallet: every certification the person holds, with details and status. */
export const getCertificateWallet = () => apiRequest<CertificateWallet>('GET', '/api/certifications/wallet');

export const getCertificateWalletQueryOptions = () => queryOptions({ queryKey: CERTIFICATE_WALLET_KEY, queryFn: getCertificateWallet });

export const useCertificateWallet = (options: { enabled?: boolean } = {}) => useQuery({ ...getCertificateWalletQueryOptions(), ...options });

/** Where the owner's browser downloads a scan (a plain link: the session cookie goes with it). */
export const certificateScanUrl = (key: string) => `/api/certifications/wallet/scan?${keyQuery(key)}`;

function useWalletMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICATE_WALLET_KEY }) });
}

/** PUT /api/certifications/wallet/certificate: every field replaced. */
export const saveCertificateDetails = ({ key, ...details }: CertificateDetails & { key: string }) =>
  apiRequest<WalletCertificate>('PUT', '/api/certifications/wallet/certificate', { key, ...details });
export const useSaveCertificateDetails = () => useWalletMutation(saveCertificateDetails);

export const removeCertificateDetails = (key: string) => apiRequest<void>('DELETE', `/api/certifications/wallet/certificate?${keyQuery(key)}`);
export const useRemoveCertificateDetails = () => useWalletMutation(removeCertificateDetails);

/** PUT the file's raw bytes; the server checks type and size by content. */
export async function uploadCertificateScan({ key, file }: { key: string; file: Blob }): Promise<WalletCertificate> {
  const res = await fetch(certificateScanUrl(key), {
    method: 'PUT',
    headers: file.type ? { 'Content-Type': file.type } : {},
    body: file,
    credentials: 'include',
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text || res.statusText);
  return JSON.parse(text) as WalletCertificate;
}
export const useUploadCertificateScan = () => useWalletMutation(uploadCertificateScan);

export const removeCertificateScan = (key: string) => apiRequest<void>('DELETE', certificateScanUrl(key));
export const useRemoveCertificateScan = () => useWalletMutation(removeCertificateScan);

/** PUT /api/certifications/wallet/settings: 'Email me before my certificates expire'. */
export const setExpiryReminders = (expiryReminders: boolean) => apiRequest<Schemas['WalletSettings']>('PUT', '/api/certifications/wallet/settings', { expiryReminders });
export const useSetExpiryReminders = () => useWalletMutation(setExpiryReminders);
