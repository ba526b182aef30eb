import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type DataExport = Schemas['DataExport'];

export const DATA_EXPORTS_KEY = ['/api/user/data-exports'] as const;
/** How often the section asks again while the worker builds the file. */
const PENDING_POLL_MS = 1500;

/** GET /api/user/data-exports: the person's data files, newest first. */
export const getDataExports = () => apiRequest<DataExport[]>('GET', '/api/user/data-exports');

export const getDataExportsQueryOptions = () =>
  queryOptions({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: getDataExports,
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useDataExports = () => useQuery(getDataExportsQueryOptions());

/** POST /api/user/data-exports: the worker starts building the file. */
export const requestDataExport = () => apiRequest<DataExport>('POST', '/api/user/data-exports');

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestDataExport, onSuccess: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_KEY }) });
}

/** Where the browser downloads a built file (a plain link: the session cookie goes with it). */
export const dataExportUrl = (id: string) => `/api/user/data-exports/${encodeURIComponent(id)}/download`;
