import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProfilePdf } from './schemas';

export const PROFILE_PDFS_KEY = ['/api/profile-pdfs'] as const;
/** How often the card asks again while the worker builds the PDF (a few seconds in all). */
const PENDING_POLL_MS = 1500;

/** GET /api/profile-pdfs: my profile PDFs, newest first (only the newest can be downloaded). */
export const getProfilePdfs = () => apiRequest<ProfilePdf[]>('GET', PROFILE_PDFS_KEY[0]);

export const getProfilePdfsQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_PDFS_KEY,
    queryFn: getProfilePdfs,
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useProfilePdfs = () => useQuery(getProfilePdfsQueryOptions());

/** POST /api/profile-pdfs: the worker starts building the PDF (or the one being built is answered). */
export const requestProfilePdf = () => apiRequest<ProfilePdf>('POST', PROFILE_PDFS_KEY[0]);

export function useRequestProfilePdf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestProfilePdf, onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_PDFS_KEY }) });
}

/** Where the browser downloads a built PDF (a plain link: the session cookie goes with it). */
export const profilePdfUrl = (id: string) => `/api/profile-pdfs/${encodeURIComponent(id)}/download`;
