import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CreateShareLinkInput, ShareLink } from './schemas';
import { SHARE_LINKS_KEY, STATS_KEY } from './keys';

/** POST /api/share-links: answers the new link, its url included. */
export const createShareLink = (input: CreateShareLinkInput) => apiRequest<ShareLink>('POST', '/api/share-links', input);

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    // The links card and the stats card (Active Links) both change.
    onSuccess: () => Promise.all([SHARE_LINKS_KEY, STATS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
