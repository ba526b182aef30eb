import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShareLink } from '../types';
import { SHARE_LINKS_KEY } from './keys';

/** GET /api/share-links: my links, newest first, with days left and view counts. */
export const getShareLinks = () => apiRequest<ShareLink[]>('GET', SHARE_LINKS_KEY[0]);

export const getShareLinksQueryOptions = () => queryOptions<ShareLink[]>({ queryKey: SHARE_LINKS_KEY });

export const useShareLinks = () => useQuery(getShareLinksQueryOptions());
