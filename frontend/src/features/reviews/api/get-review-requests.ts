import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SentReviewRequest } from './schemas';
import { SENT_REQUESTS_KEY } from './keys';

/** GET /api/review-requests: the requests I sent, with their state and email delivery status. */
export const getReviewRequests = () => apiRequest<SentReviewRequest[]>('GET', SENT_REQUESTS_KEY[0]);

export const getReviewRequestsQueryOptions = () => queryOptions({ queryKey: SENT_REQUESTS_KEY, queryFn: getReviewRequests });

export const useReviewRequests = (options: { enabled?: boolean } = {}) => useQuery({ ...getReviewRequestsQueryOptions(), ...options });
