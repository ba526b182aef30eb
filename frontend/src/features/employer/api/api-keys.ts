import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_KEYS_KEY } from './keys';
import type { ApiKey, CreatedApiKey } from './schemas';

/** GET /api/employer/api-keys: the keys in use, never the keys themselves. */
export const getApiKeys = () => apiRequest<ApiKey[]>('GET', '/api/employer/api-keys');

export const getApiKeysQueryOptions = () => queryOptions({ queryKey: API_KEYS_KEY, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

/** POST /api/employer/api-keys: the answer is the one time the whole key is seen. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<CreatedApiKey>('POST', '/api/employer/api-keys', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** DELETE /api/employer/api-keys/{id}: refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiRequest<void>('DELETE', `/api/employer/api-keys/${encodeURIComponent(keyId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
