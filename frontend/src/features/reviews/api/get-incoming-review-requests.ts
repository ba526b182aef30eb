import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { IncomingReviewRequest } from './schemas';
import { INCOMING_REQUESTS_KEY } from './keys';

/** GET /api/incoming-review-requests: pending requests sent to my email address. */
export const getIncomingReviewRequests = () => apiRequest<IncomingReviewRequest[]>('GET', INCOMING_REQUESTS_KEY[0]);

export const getIncomingReviewRequestsQueryOptions = () => queryOptions({ queryKey: INCOMING_REQUESTS_KEY, queryFn: getIncomingReviewRequests });

export const useIncomingReviewRequests = () => useQuery(getIncomingReviewRequestsQueryOptions());
