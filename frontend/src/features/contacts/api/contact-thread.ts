import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTACT_REQUESTS_KEY, useRefreshingMutation } from './contact-requests';
import type { ContactMessage, ContactThread } from './schemas';

/** GET /api/contact-requests/{id}: the conversation and its thread, for its two parties only (404 otherwise). */
export const getContactThread = (id: string) => apiRequest<ContactThread>('GET', `/api/contact-requests/${encodeURIComponent(id)}`);

export const getContactThreadQueryOptions = (id: string) => queryOptions({ queryKey: [...CONTACT_REQUESTS_KEY, id], queryFn: () => getContactThread(id) });

export const useContactThread = (id: string) => useQuery(getContactThreadQueryOptions(id));

/** POST /api/contact-requests/{id}/messages: either party, once accepted; the other side is emailed. */
export const writeContactMessage = ({ id, message }: { id: string; message: string }) =>
  apiRequest<ContactMessage>('POST', `/api/contact-requests/${encodeURIComponent(id)}/messages`, { message });

export const useWriteContactMessage = () => useRefreshingMutation(writeContactMessage);
