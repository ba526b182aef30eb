import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CrewProfile } from './schemas';

/** GET /api/search/crew/{id}: counts one profile view on the plan (once per crew member a month). */
export const getCrewProfile = (id: string) => apiRequest<CrewProfile>('GET', `/api/search/crew/${encodeURIComponent(id)}`);

export const getCrewProfileQueryOptions = (id: string) => queryOptions({ queryKey: ['/api/search/crew', id], queryFn: () => getCrewProfile(id) });

export const useCrewProfile = (id: string | null) => useQuery({ ...getCrewProfileQueryOptions(id ?? ''), enabled: id !== null });
