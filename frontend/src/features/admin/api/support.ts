import type { SupportStatus } from '@crew/contracts/support';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { ADMIN_SUPPORT_KEY, AUDIT_LOG_KEY } from './keys';

/** A support request as admins answer it (GET /api/admin/support/requests). */
export type AdminSupportRequest = Schemas['AdminSupportRequest'];

export const getSupportRequestsQueryOptions = (status: SupportStatus) =>
  queryOptions({
    queryKey: [...ADMIN_SUPPORT_KEY, status],
    queryFn: () => apiRequest<AdminSupportRequest[]>('GET', `/api/admin/support/requests?status=${status}`),
    placeholderData: keepPreviousData,
  });

export const useAdminSupportRequests = (status: SupportStatus) => useQuery(getSupportRequestsQueryOptions(status));

/** Both change the lists and add to the audit log. */
function useSupportAction<T>(request: (input: T) => Promise<AdminSupportRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all([ADMIN_SUPPORT_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/admin/support/requests/{id}/replies: emailed to the employer. */
export const useReplySupportRequest = () =>
  useSupportAction(({ requestId, message }: { requestId: string; message: string }) =>
    apiRequest<AdminSupportRequest>('POST', `/api/admin/support/requests/${encodeURIComponent(requestId)}/replies`, { message }),
  );

/** POST /api/admin/support/requests/{id}/close. */
export const useCloseSupportRequest = () =>
  useSupportAction((requestId: string) => apiRequest<AdminSupportRequest>('POST', `/api/admin/support/requests/${encodeURIComponent(requestId)}/close`));
