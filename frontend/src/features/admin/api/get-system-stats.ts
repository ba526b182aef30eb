import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SYSTEM_STATS_KEY } from './keys';
import type { SystemStats } from './schemas';

export const getSystemStats = () => apiRequest<SystemStats>('GET', '/api/admin/system-stats');

export const getSystemStatsQueryOptions = () => queryOptions({ queryKey: SYSTEM_STATS_KEY, queryFn: getSystemStats });

export const useSystemStats = () => useQuery(getSystemStatsQueryOptions());
