import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProfileStats } from './schemas';
import { STATS_KEY } from './keys';

/** GET /api/stats: the source of the dashboard's Profile Stats card and header rating. */
export const getStats = () => apiRequest<ProfileStats>('GET', STATS_KEY[0]);

export const getStatsQueryOptions = () => queryOptions({ queryKey: STATS_KEY, queryFn: getStats });

export const useStats = () => useQuery(getStatsQueryOptions());
