import type { CreditAmount } from '@crew/contracts/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY, TRANSACTIONS_KEY } from './keys';
import type { CreditBalance } from './schemas';

/** POST /api/credits/add (test mode, no payment). */
export const addCredits = (amount: CreditAmount) => apiRequest<CreditBalance>('POST', '/api/credits/add', { amount });

export function useAddCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCredits,
    onSuccess: () => Promise.all([SUBSCRIPTION_KEY, TRANSACTIONS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
