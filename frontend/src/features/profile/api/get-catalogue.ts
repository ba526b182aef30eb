import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

/** The certification catalogues as GET /api/certifications/catalogue serves them. */
export type CertificationCatalogue = Schemas['CertificationCatalogue'];
export type StcwEndorsement = Schemas['StcwEndorsement'];
export type UscgLicense = Schemas['UscgLicense'];
export type McaCertificate = Schemas['McaCertificate'];
export type OtherAuthorityCertificate = Schemas['OtherAuthorityCertificate'];
export type CertificateEquivalency = Schemas['CertificateEquivalency'];

export const CATALOGUE_QUERY_KEY = ['/api/certifications/catalogue'] as const;

export const getCatalogue = () => apiRequest<CertificationCatalogue>('GET', CATALOGUE_QUERY_KEY[0]);

/**
 * Public and fixed between deploys. The server answers with an ETag, so the browser's own
 * cache revalidates it cheaply; in the app it is read once per session (data never stale).
 */
export const getCatalogueQueryOptions = () => queryOptions({ queryKey: CATALOGUE_QUERY_KEY, queryFn: getCatalogue });

export function useCatalogue() {
  return useQuery(getCatalogueQueryOptions());
}
