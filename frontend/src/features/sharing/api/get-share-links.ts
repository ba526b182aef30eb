import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShareLink } from './schemas';
import { SHARE_LINKS_KEY } from './keys';

/** GET /api/share-links: my links, newest first, with days left and view counts. */
export const getShareLinks = () => apiRequest<ShareLink[]>('GET', SHARE_LINKS_KEY[0]);

export const getShareLinksQueryOptions = () => queryOptions({ queryKey: SHARE_LINKS_KEY, queryFn: getShareLinks });

export const useShareLinks = () => useQuery(getShareLinksQueryOptions());
