import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONSISTENCY_KEY } from './keys';
import type { ConsistencyReport } from './schemas';

/** GET /api/admin/system/consistency: the last consistency check (super admins). */
export const getConsistencyReport = () => apiRequest<ConsistencyReport>('GET', '/api/admin/system/consistency');

export const getConsistencyReportQueryOptions = () => queryOptions({ queryKey: CONSISTENCY_KEY, queryFn: getConsistencyReport });

export const useConsistencyReport = () => useQuery(getConsistencyReportQueryOptions());
