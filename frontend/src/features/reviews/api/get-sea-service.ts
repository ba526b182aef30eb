import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type SeaServiceRecord = Schemas['SeaServiceRecord'];

/** GET /api/sea-service: the signed-in person's periods, to name the one a review request is about. */
export const getSeaService = () => apiRequest<SeaServiceRecord>('GET', '/api/sea-service');

// The same key as the Profile page's sea service card: one cache entry for one endpoint.
export const getSeaServiceQueryOptions = () => queryOptions({ queryKey: ['/api/sea-service'] as const, queryFn: getSeaService });

export const useSeaService = (options: { enabled?: boolean } = {}) => useQuery({ ...getSeaServiceQueryOptions(), ...options });
