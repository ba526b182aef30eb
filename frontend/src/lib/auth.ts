import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

import type { AccountRole, AdminLevel, Availability } from '@crew/contracts/user-values';

export type { AccountRole, AdminLevel };

/** The signed-in user as GET /api/auth/user returns it (spec section 3, User). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  position: string | null;
  experience: string | null;
  rank: string | null;
  role: AccountRole;
  isVerified: boolean;
  certifications: string[];
  stcwEndorsements: string[];
  uscgLicenses: string[];
  mcaCertificates: string[];
  otherAuthorities: string[];
  cocEquivalencies: string[];
  adminLevel: AdminLevel | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  subscriptionExpiresAt: string | null;
  location: string | null;
  experienceYears: number | null;
  bio: string | null;
  availability: Availability | null;
  searchable: boolean;
  createdAt: string;
}

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The current-user call decides signed in or not; a 401 means signed out, and it is never retried. */
export const getUserQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn<User | null>({ on401: 'returnNull' }), retry: false });

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
