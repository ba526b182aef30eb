import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ContactRequest, SendContactRequestInput } from './schemas';

export const CONTACT_REQUESTS_KEY = ['/api/contact-requests'] as const;
/** The Employer page's numbers (contacts in its analytics) follow every change. */
const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;

/** GET /api/contact-requests: received (crew) or sent (employers), newest first. */
export const getContactRequests = () => apiRequest<ContactRequest[]>('GET', '/api/contact-requests');

export const getContactRequestsQueryOptions = () => queryOptions({ queryKey: CONTACT_REQUESTS_KEY, queryFn: getContactRequests });

export const useContactRequests = () => useQuery(getContactRequestsQueryOptions());

/** POST /api/contact-requests (an employer with an active plan). */
export const sendContactRequest = (input: SendContactRequestInput) => apiRequest<ContactRequest>('POST', '/api/contact-requests', input);

/** PATCH /api/contact-requests/{id}: the crew member addressed answers. */
export const respondContactRequest = ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
  apiRequest<ContactRequest>('PATCH', `/api/contact-requests/${id}`, { status });

function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([CONTACT_REQUESTS_KEY, SUBSCRIPTION_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSendContactRequest = () => useRefreshingMutation(sendContactRequest);
export const useRespondContactRequest = () => useRefreshingMutation(respondContactRequest);
