import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewHistoryKey } from './keys';
import type { ReviewHistoryStep } from './schemas';

export const getReviewHistory = (reviewId: string) => apiRequest<ReviewHistoryStep[]>('GET', `/api/admin/reviews/${reviewId}/history`);

export const getReviewHistoryQueryOptions = (reviewId: string) =>
  queryOptions({ queryKey: reviewHistoryKey(reviewId), queryFn: () => getReviewHistory(reviewId), staleTime: 0 });

export const useReviewHistory = (reviewId: string | null) => useQuery({ ...getReviewHistoryQueryOptions(reviewId ?? ''), enabled: !!reviewId });
