import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** The password, or for an account without one the token of the emailed confirmation link. */
export type DeletionConfirmation = { password: string } | { token: string };

export const deleteOwnAccount = (confirmation: DeletionConfirmation) =>
  apiRequest<void>('DELETE', '/api/user/account', confirmation satisfies Schemas['DeleteAccountDto']);

/** Deletes the signed-in account; the session ends with it, so the app shows the signed-out state. */
export function useDeleteOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });
}

export const requestAccountDeletionEmail = () => apiRequest<Schemas['EmailLinkSent']>('POST', '/api/user/account/deletion-email');

/** For an account without a password: mails the one-time link to the page that confirms the deletion. */
export function useRequestAccountDeletionEmail() {
  return useMutation({ mutationFn: requestAccountDeletionEmail });
}
