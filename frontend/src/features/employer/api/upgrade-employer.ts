import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { SUBSCRIPTION_KEY } from './keys';
import type { EmployerUpgrade, UpgradeEmployerInput } from './schemas';

/** POST /api/user/upgrade-employer: crew account -> employer (agency for a recruitment agency). */
export const upgradeEmployer = (input: UpgradeEmployerInput) => apiRequest<EmployerUpgrade>('POST', '/api/user/upgrade-employer', input);

export function useUpgradeEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeEmployer,
    // The user query too: the navigation gains Search Crew without signing in again.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }), queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })]),
  });
}
