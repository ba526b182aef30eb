import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Review } from './schemas';
import { REVIEWS_KEY } from './keys';

/** GET /api/reviews: the reviews I received, newest first. */
export const getReviews = () => apiRequest<Review[]>('GET', REVIEWS_KEY[0]);

export const getReviewsQueryOptions = () => queryOptions({ queryKey: REVIEWS_KEY, queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
