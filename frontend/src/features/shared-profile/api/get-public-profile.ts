import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PublicProfile } from './schemas';

const publicProfileKey = (token: string) => ['/api/public/profile', encodeURIComponent(token)] as const;

/** GET /api/public/profile/{token}: no sign-in; 404 for unknown, expired or deleted links. */
export const getPublicProfile = (token: string) => apiRequest<PublicProfile>('GET', publicProfileKey(token).join('/'));

// Spec section 7: no retries - a dead link shows 'Profile Not Found' at once.
export const getPublicProfileQueryOptions = (token: string) => queryOptions({ queryKey: publicProfileKey(token), queryFn: () => getPublicProfile(token), retry: false });

export const usePublicProfile = (token: string) => useQuery({ ...getPublicProfileQueryOptions(token), enabled: token.length > 0 });
