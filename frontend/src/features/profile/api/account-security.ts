import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { SESSIONS_KEY } from './sessions';

export type PendingEmailChange = Schemas['PendingEmailChange'];

/** PUT /api/user/password: change it (with the current one) or set a first one; other sessions end. */
export const changePassword = (input: Schemas['ChangePasswordDto']) => apiRequest<Schemas['AccountMessage']>('PUT', '/api/user/password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  // hasPassword may have turned true; the sessions list lost the other devices.
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })]),
  });
}

export const PENDING_EMAIL_CHANGE_KEY = ['/api/user/email-change'] as const;

/** GET /api/user/email-change: the change waiting for its confirmation link, if any. */
export const getPendingEmailChange = () => apiRequest<PendingEmailChange>('GET', '/api/user/email-change');

export const getPendingEmailChangeQueryOptions = () => queryOptions({ queryKey: PENDING_EMAIL_CHANGE_KEY, queryFn: getPendingEmailChange });

export const usePendingEmailChange = () => useQuery(getPendingEmailChangeQueryOptions());

/** POST /api/user/email-change: a confirmation link goes to the new address; nothing changes yet. */
export const requestEmailChange = (input: Schemas['RequestEmailChangeDto']) => apiRequest<PendingEmailChange>('POST', '/api/user/email-change', input);

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestEmailChange, onSuccess: (pending) => queryClient.setQueryData(PENDING_EMAIL_CHANGE_KEY, pending) });
}

/** POST /api/auth/email-change/confirm: the new address's link (its token from the URL fragment). */
export const confirmEmailChange = (token: string) => apiRequest<Schemas['EmailChanged']>('POST', '/api/auth/email-change/confirm', { token } satisfies Schemas['EmailChangeTokenDto']);

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), queryClient.removeQueries({ queryKey: PENDING_EMAIL_CHANGE_KEY })]),
  });
}

/** POST /api/auth/email-change/undo: the old address's link; every session ends, this browser's too. */
export const undoEmailChange = (token: string) => apiRequest<Schemas['EmailChanged']>('POST', '/api/auth/email-change/undo', { token } satisfies Schemas['EmailChangeTokenDto']);

export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoEmailChange, onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null) });
}
