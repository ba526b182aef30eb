import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import type { Schemas } from './api-types';

import type { AccountRole, AdminLevel } from '@crew/contracts/user-values';

export type { AccountRole, AdminLevel };

/** The signed-in user as GET /api/auth/user returns it (spec section 3, User). */
export type User = Schemas['UserView'];

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * Named by a meta tag in pages the server gives only to signed-out visitors (prerendered
 * public pages): the app starts as signed out instead of asking (and logging the 401).
 */
export const SIGNED_OUT_META = 'crew-signed-out';

/** The user query's starting point: known signed out on such a page, else unknown. */
export function seedUser(queryClient: QueryClient, doc: Pick<Document, 'querySelector'> = document) {
  if (doc.querySelector(`meta[name="${SIGNED_OUT_META}"]`)) queryClient.setQueryData(USER_QUERY_KEY, null);
  return queryClient;
}

/** The current-user call decides signed in or not; a 401 means signed out, and it is never retried. */
export const getUser = () =>
  apiRequest<User>('GET', USER_QUERY_KEY[0]).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });

export const getUserQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, retry: false });

export function useUser() {
  const { data, isLoading } = useQuery(getUserQueryOptions());
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/**
 * POST /api/auth/email-link/resend-confirmation: a new confirmation link for a signed-in user
 * whose email is not confirmed. Here, not in the auth feature, because every screen that needs a
 * confirmed email offers it (the dashboard, the Employer page, search, ordering a report).
 */
export const resendConfirmation = () => apiRequest<Schemas['EmailLinkSent']>('POST', '/api/auth/email-link/resend-confirmation');

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
