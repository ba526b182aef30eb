import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY } from './keys';
import type { AdminReview } from './schemas';

export const getAdminReviews = () => apiRequest<AdminReview[]>('GET', '/api/admin/reviews');
export const getSuspiciousReviews = () => apiRequest<AdminReview[]>('GET', '/api/admin/suspicious-reviews');

export const getAdminReviewsQueryOptions = () => queryOptions({ queryKey: ADMIN_REVIEWS_KEY, queryFn: getAdminReviews });
export const getSuspiciousReviewsQueryOptions = () => queryOptions({ queryKey: SUSPICIOUS_REVIEWS_KEY, queryFn: getSuspiciousReviews });

export const useAdminReviews = () => useQuery(getAdminReviewsQueryOptions());
export const useSuspiciousReviews = () => useQuery(getSuspiciousReviewsQueryOptions());
