import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { USER_QUERY_KEY } from '../../../lib/auth';

export const deleteOwnAccount = (password: string) =>
  apiRequest<void>('DELETE', '/api/user/account', { password } satisfies Schemas['DeleteAccountDto']);

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
