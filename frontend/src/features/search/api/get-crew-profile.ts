import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIPTION_QUERY_KEY, TRANSACTIONS_QUERY_KEY } from '../../../lib/allowances';
import { apiRequest } from '../../../lib/api-client';
import type { CrewProfile } from './schemas';

/**
 * GET /api/search/crew/{id}: counts one profile view on the plan (once per crew member a month).
 * `payWithCredits` once the employer confirmed the price: beyond the allowance, $2 of credits.
 */
export const getCrewProfile = (id: string, payWithCredits = false) =>
  apiRequest<CrewProfile>('GET', `/api/search/crew/${encodeURIComponent(id)}${payWithCredits ? '?payWithCredits=true' : ''}`);

export const crewProfileKey = (id: string) => ['/api/search/crew', id] as const;

export const getCrewProfileQueryOptions = (id: string) => queryOptions({ queryKey: crewProfileKey(id), queryFn: () => getCrewProfile(id) });

export function useCrewProfile(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getCrewProfileQueryOptions(id ?? ''), enabled: id !== null });
  // Opening a profile uses the month's allowance: what the next View Profile will use follows.
  useEffect(() => {
    if (query.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}

/** Opens the profile paid with credits, after the employer confirmed the price; the dialog or page then shows it. */
export function usePayForCrewProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getCrewProfile(id, true),
    onSuccess: (profile) => {
      queryClient.setQueryData(crewProfileKey(id), profile);
      return Promise.all([SUBSCRIPTION_QUERY_KEY, TRANSACTIONS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
