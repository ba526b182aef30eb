import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedSearch, SearchCriteria } from './schemas';

const SAVED_SEARCHES = '/api/search/saved';

/** GET /api/search/saved: the employer's saved searches, newest first. */
export const savedSearchesQueryOptions = () => queryOptions({ queryKey: [SAVED_SEARCHES], queryFn: () => apiRequest<SavedSearch[]>('GET', SAVED_SEARCHES) });

export const useSavedSearches = (enabled: boolean) => useQuery({ ...savedSearchesQueryOptions(), enabled });

/** POST /api/search/saved. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; criteria: SearchCriteria; alerts: boolean }) => apiRequest<SavedSearch>('POST', SAVED_SEARCHES, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES] }),
  });
}

/** PATCH /api/search/saved/{id}: a new name, or alerts on or off. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; alerts?: boolean }) => apiRequest<SavedSearch>('PATCH', `${SAVED_SEARCHES}/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES] }),
  });
}

/** DELETE /api/search/saved/{id}. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${SAVED_SEARCHES}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES] }),
  });
}
