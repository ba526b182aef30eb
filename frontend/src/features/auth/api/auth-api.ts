import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY, type User } from '../../../lib/auth';
import { answerPasskeyPrompt } from '../../../lib/passkeys';

export type SignUpInput = Schemas['SignUpDto'];
/** The password was right; the sign-in waits for a second factor (202). */
export type SecondFactorNeeded = Schemas['SecondFactorNeeded'];
export type PendingSignIn = Schemas['PendingSignIn'];

export const isSecondFactorNeeded = (answer: User | SecondFactorNeeded): answer is SecondFactorNeeded => 'secondFactorNeeded' in answer;

export const signUp = (input: SignUpInput) => apiRequest<User>('POST', '/api/auth/signup', input);
export const signIn = (input: Schemas['SignInDto']) => apiRequest<User | SecondFactorNeeded>('POST', '/api/auth/login', input);
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
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess: (answer) => (isSecondFactorNeeded(answer) ? undefined : signedIn(answer)) });
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

// --- the second step, and passkeys ---

export const PENDING_SIGN_IN_KEY = ['/api/auth/sign-in/pending'] as const;

/** The sign-in of this browser waiting for its second factor (401 when there is none). */
export function usePendingSignIn() {
  return useQuery({ queryKey: PENDING_SIGN_IN_KEY, queryFn: () => apiRequest<PendingSignIn>('GET', PENDING_SIGN_IN_KEY[0]), retry: false });
}

export function useFinishWithCode() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: (code: string) => apiRequest<User>('POST', '/api/auth/sign-in/code', { code }), onSuccess: signedIn });
}

/** The browser's passkey prompt, then the API: alone from the sign-in page, or as the second step. */
async function passkeySignIn(step: 'alone' | 'second-step'): Promise<User> {
  const options = await apiRequest('POST', step === 'alone' ? '/api/auth/sign-in/passkey/options' : '/api/auth/sign-in/pending/passkey/options');
  const credential = await answerPasskeyPrompt(options);
  return apiRequest<User>('POST', '/api/auth/sign-in/passkey', { credential });
}

export function usePasskeySignIn(step: 'alone' | 'second-step') {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: () => passkeySignIn(step), onSuccess: signedIn });
}

export function useRecoverByEmail() {
  return useMutation({ mutationFn: () => apiRequest<Schemas['EmailLinkSent']>('POST', '/api/auth/sign-in/recover-by-email') });
}
