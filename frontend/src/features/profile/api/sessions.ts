import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type SignedInSession = Schemas['SignedInSession'];

export const SESSIONS_KEY = ['/api/user/sessions'] as const;

/** GET /api/user/sessions: where the person is signed in, this device first. */
export const getSessions = () => apiRequest<SignedInSession[]>('GET', '/api/user/sessions');

export const getSessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions });

export const useSessions = () => useQuery(getSessionsQueryOptions());

/** DELETE /api/user/sessions/{id}: signs that session out at once. */
export const endSession = (id: string) => apiRequest<void>('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`);

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}

/** POST /api/user/sessions/sign-out-others: every session but this one. */
export const endOtherSessions = () => apiRequest<Schemas['SessionsEnded']>('POST', '/api/user/sessions/sign-out-others');

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
