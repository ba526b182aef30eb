import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY, type User } from '../../../lib/auth';

export type SignUpInput = Schemas['SignUpDto'];

export const signUp = (input: SignUpInput) => apiRequest<User>('POST', '/api/auth/signup', input);
export const signIn = (input: Schemas['SignInDto']) => apiRequest<User>('POST', '/api/auth/login', input);
export const requestEmailLink = (input: Schemas['RequestEmailLinkDto']) =>
  apiRequest<Schemas['EmailLinkSent']>('POST', '/api/auth/email-link', input);

/** Signing in or up answers with the user: put it straight into the current-user query. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(USER_QUERY_KEY, user);
}

export function useSignUp() {
  const onSuccess = useSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess });
}

export function useSignIn() {
  const onSuccess = useSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess });
}

export function useRequestEmailLink() {
  return useMutation({ mutationFn: requestEmailLink });
}

export { resendConfirmation, useResendConfirmation } from '../../../lib/auth';

/** POST /api/auth/password-reset: 'Forgot password' (the same answer whether or not the account exists). */
export const requestPasswordReset = (input: Schemas['RequestPasswordResetDto']) => apiRequest<Schemas['EmailLinkSent']>('POST', '/api/auth/password-reset', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/password-reset/complete: the emailed link's token and the new password; every session ends, this browser's too. */
export const resetPassword = (input: Schemas['ResetPasswordDto']) => apiRequest<Schemas['AccountMessage']>('POST', '/api/auth/password-reset/complete', input);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null) });
}
