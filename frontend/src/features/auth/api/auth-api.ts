import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY, type User } from '../../../lib/auth';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  returnTo?: string;
}

export const signUp = (input: SignUpInput) => apiRequest<User>('POST', '/api/auth/signup', input);
export const signIn = (input: { email: string; password: string }) => apiRequest<User>('POST', '/api/auth/login', input);
export const requestEmailLink = (input: { email: string; returnTo?: string }) =>
  apiRequest<{ message: string }>('POST', '/api/auth/email-link', input);

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
