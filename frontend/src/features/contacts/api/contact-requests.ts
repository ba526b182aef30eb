import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ContactRequest, SendContactRequestInput } from './schemas';
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/allowances';

/**
 * Every contact read starts with this key (the list, each thread, each button's state), so one
 * invalidation after any change refreshes them all.
 */
export const CONTACT_REQUESTS_KEY = ['/api/contact-requests'] as const;
/** The Employer page's numbers (contacts in its analytics, the message allowance) follow every change. */

/** GET /api/contact-requests: received (crew) or sent (employers), latest activity first. */
export const getContactRequests = () => apiRequest<ContactRequest[]>('GET', '/api/contact-requests');

export const getContactRequestsQueryOptions = () => queryOptions({ queryKey: CONTACT_REQUESTS_KEY, queryFn: getContactRequests });

export const useContactRequests = () => useQuery(getContactRequestsQueryOptions());

/** POST /api/contact-requests (an employer with an active plan): opens a conversation, counted once. */
export const sendContactRequest = (input: SendContactRequestInput) => apiRequest<ContactRequest>('POST', '/api/contact-requests', input);

/** PATCH /api/contact-requests/{id}: the crew member addressed answers. */
export const respondContactRequest = ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
  apiRequest<ContactRequest>('PATCH', `/api/contact-requests/${encodeURIComponent(id)}`, { status });

/** POST /api/contact-requests/{id}/withdraw-consent: the crew member takes back the consent given by accepting. */
export const withdrawContactConsent = (id: string) => apiRequest<ContactRequest>('POST', `/api/contact-requests/${encodeURIComponent(id)}/withdraw-consent`);

/** A mutation after which every contact read and the allowances are read again (settled: a 409 also means the state moved on). */
export function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([CONTACT_REQUESTS_KEY, SUBSCRIPTION_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSendContactRequest = () => useRefreshingMutation(sendContactRequest);
export const useRespondContactRequest = () => useRefreshingMutation(respondContactRequest);
export const useWithdrawContactConsent = () => useRefreshingMutation(withdrawContactConsent);
