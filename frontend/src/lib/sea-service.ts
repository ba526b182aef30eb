import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { Schemas } from './api-types';

// Two features read the person's sea service: the Profile page's card and the review request
// dialog (to name the period a request is about). Features never import each other, so the
// reader lives here, one key for one cache entry; the writes stay in the profile feature.

export type SeaServiceRecord = Schemas['SeaServiceRecord'];

export const SEA_SERVICE_KEY = ['/api/sea-service'] as const;

/** GET /api/sea-service: the signed-in person's periods, newest sign-on first, with totals. */
export const getSeaService = () => apiRequest<SeaServiceRecord>('GET', SEA_SERVICE_KEY[0]);

export const getSeaServiceQueryOptions = () => queryOptions({ queryKey: SEA_SERVICE_KEY, queryFn: getSeaService });

export const useSeaService = (options: { enabled?: boolean } = {}) => useQuery({ ...getSeaServiceQueryOptions(), ...options });
