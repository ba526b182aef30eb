import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUPPORT_REQUESTS_KEY } from './keys';
import type { OpenSupportRequestInput, SupportRequest } from './schemas';

/** GET /api/support/requests: the employer's requests with the answers, newest first. */
export const getSupportRequests = () => apiRequest<SupportRequest[]>('GET', '/api/support/requests');

export const getSupportRequestsQueryOptions = () => queryOptions({ queryKey: SUPPORT_REQUESTS_KEY, queryFn: getSupportRequests });

export const useSupportRequests = () => useQuery(getSupportRequestsQueryOptions());

/** POST /api/support/requests (Enterprise plan). */
export function useOpenSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenSupportRequestInput) => apiRequest<SupportRequest>('POST', '/api/support/requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_REQUESTS_KEY }),
  });
}
