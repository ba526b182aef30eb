import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { createPasskey } from '../../../lib/passkeys';
import { SECURITY_QUERY_KEY } from '../../../lib/security';

/** The security settings' calls (DESIGN.md, "Second factors"); each refreshes the overview. */
export type AuthenticatorSetup = Schemas['AuthenticatorSetup'];
export type RecoveryCodes = Schemas['RecoveryCodes'];
export type PasskeyAdded = Schemas['PasskeyAdded'];

const BASE = '/api/auth/security';

export const startAuthenticatorSetup = () => apiRequest<AuthenticatorSetup>('POST', `${BASE}/authenticator`);
export const confirmAuthenticator = (code: string) => apiRequest<RecoveryCodes>('POST', `${BASE}/authenticator/confirm`, { code });
export const removeAuthenticator = () => apiRequest<void>('DELETE', `${BASE}/authenticator`);
export const renewRecoveryCodes = () => apiRequest<RecoveryCodes>('POST', `${BASE}/recovery-codes`);
export const renamePasskey = ({ id, name }: { id: string; name: string }) => apiRequest<Schemas['Passkey']>('PATCH', `${BASE}/passkeys/${encodeURIComponent(id)}`, { name });
export const removePasskey = (id: string) => apiRequest<void>('DELETE', `${BASE}/passkeys/${encodeURIComponent(id)}`);
export const setSecondFactorRequired = (required: boolean) => apiRequest<void>('PUT', `${BASE}/second-factor-required`, { required });

/** Options from the API, the browser creates the passkey, the API stores it under its name. */
export async function addPasskey(name: string): Promise<PasskeyAdded> {
  const options = await apiRequest('POST', `${BASE}/passkeys/options`);
  const credential = await createPasskey(options);
  return apiRequest<PasskeyAdded>('POST', `${BASE}/passkeys`, { name, credential });
}

/** A mutation that refreshes the security overview (and the user, whose setting may change) when it settles. */
export function useSecurityMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })]),
  });
}
