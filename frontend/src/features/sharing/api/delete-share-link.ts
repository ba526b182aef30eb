import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SHARE_LINKS_KEY, STATS_KEY } from './keys';

/** DELETE /api/share-links/{id}: the link stops working at once. */
export const deleteShareLink = (id: string) => apiRequest<void>('DELETE', `/api/share-links/${encodeURIComponent(id)}`);

export function useDeleteShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShareLink,
    onSuccess: () => Promise.all([SHARE_LINKS_KEY, STATS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
