import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY, type User } from '../../../lib/auth';
import { CERTIFICATE_WALLET_KEY } from './certificate-wallet';

/**
 * The profile form, saved as a whole (spec section 4). The maritime role is `rank`; the
 * account `role` is never sent (DESIGN.md, "Two role vocabularies").
 */
export type ProfileUpdate = Required<Schemas['UpdateProfileDto']>;

export const updateProfile = (update: ProfileUpdate) => apiRequest<User>('PATCH', '/api/user/profile', update);

/** Then the user query is refreshed (spec section 7), and the wallet, which lists the saved certifications. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: CERTIFICATE_WALLET_KEY })]),
  });
}
