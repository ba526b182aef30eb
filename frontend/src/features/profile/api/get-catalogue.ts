import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { CertificationCatalogue } from './catalogue-types';

export const CATALOGUE_QUERY_KEY = ['/api/certifications/catalogue'] as const;

/**
 * Public and fixed between deploys. The server answers with an ETag, so the browser's own
 * cache revalidates it cheaply; in the app it is read once per session (data never stale).
 */
export const getCatalogueQueryOptions = () =>
  queryOptions({ queryKey: CATALOGUE_QUERY_KEY, queryFn: getQueryFn<CertificationCatalogue>({ on401: 'throw' }) });

export function useCatalogue() {
  return useQuery(getCatalogueQueryOptions());
}
