import { CHECK_CODES, type CheckCode } from '@crew/contracts/second-factors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import type { Schemas } from './api-types';

/**
 * The signed-in person's second factors and how this session last proved who they are
 * (GET /api/auth/security), shared by the security settings, the admin area's gate and the
 * re-check prompt.
 */
export type SecurityOverview = Schemas['SecurityOverview'];
export type Passkey = Schemas['Passkey'];

export const SECURITY_QUERY_KEY = ['/api/auth/security'] as const;

export const getSecurity = () => apiRequest<SecurityOverview>('GET', SECURITY_QUERY_KEY[0]);

export const getSecurityQueryOptions = () => queryOptions({ queryKey: SECURITY_QUERY_KEY, queryFn: getSecurity });

export function useSecurity(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSecurityQueryOptions(), ...options });
}

/** The `code` of a refusal the screens answer with a prompt (contracts/second-factors.ts), else null. */
export function checkCodeOf(error: unknown): CheckCode | null {
  if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 429)) return null;
  try {
    const code = (JSON.parse(error.bodyText) as { code?: unknown }).code;
    return (Object.values(CHECK_CODES) as string[]).includes(code as string) ? (code as CheckCode) : null;
  } catch {
    return null;
  }
}

/** Where an admin without a second factor is sent to add one (the security settings, with the reason said). */
export const SECOND_FACTOR_SETUP_PATH = '/profile?setup=second-factor#security';
