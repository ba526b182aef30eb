import { type QueryClient, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';

/** The password, or for an account without one the token of the emailed confirmation link. */
export type DeletionConfirmation = { password: string } | { token: string };

export const deleteOwnAccount = (confirmation: DeletionConfirmation) =>
  apiRequest<void>('DELETE', '/api/user/account', confirmation satisfies Schemas['DeleteAccountDto']);

/** Where the person goes once their account is deleted: a public page that says what happened. */
export const GOODBYE_PATH = '/goodbye';

/**
 * Deletes the signed-in account; the session ends with it. The caller moves to GOODBYE_PATH,
 * which then forgets the account: clearing the user here, while a signed-in page is still on
 * screen, would make that page's guard report 'Unauthorized' and send the person to sign in.
 */
export function useDeleteOwnAccount() {
  return useMutation({ mutationFn: deleteOwnAccount });
}

/** The signed-out state after a deletion: no user, and nothing cached from the account. */
export function forgetDeletedAccount(queryClient: QueryClient) {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

export const requestAccountDeletionEmail = () => apiRequest<Schemas['EmailLinkSent']>('POST', '/api/user/account/deletion-email');

/** For an account without a password: mails the one-time link to the page that confirms the deletion. */
export function useRequestAccountDeletionEmail() {
  return useMutation({ mutationFn: requestAccountDeletionEmail });
}
