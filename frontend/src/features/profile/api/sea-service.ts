import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type SeaServiceRecord = Schemas['SeaServiceRecord'];
export type SeaServicePeriod = Schemas['SeaServicePeriod'];
export type ServicePeriodInput = Schemas['ServicePeriodDto'];

export const SEA_SERVICE_KEY = ['/api/sea-service'] as const;

/** GET /api/sea-service: the signed-in person's periods, newest sign-on first, with totals. */
export const getSeaService = () => apiRequest<SeaServiceRecord>('GET', '/api/sea-service');

export const getSeaServiceQueryOptions = () => queryOptions({ queryKey: SEA_SERVICE_KEY, queryFn: getSeaService });

export const useSeaService = (options: { enabled?: boolean } = {}) => useQuery({ ...getSeaServiceQueryOptions(), ...options });

function useSeaServiceMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SEA_SERVICE_KEY }) });
}

/** POST /api/sea-service/periods. */
export const addServicePeriod = (period: ServicePeriodInput) => apiRequest<SeaServicePeriod>('POST', '/api/sea-service/periods', period);
export const useAddServicePeriod = () => useSeaServiceMutation(addServicePeriod);

/** PUT /api/sea-service/periods/{id}: every field replaced. */
export const updateServicePeriod = ({ id, ...period }: ServicePeriodInput & { id: string }) => apiRequest<SeaServicePeriod>('PUT', `/api/sea-service/periods/${id}`, period);
export const useUpdateServicePeriod = () => useSeaServiceMutation(updateServicePeriod);

export const removeServicePeriod = (id: string) => apiRequest<void>('DELETE', `/api/sea-service/periods/${id}`);
export const useRemoveServicePeriod = () => useSeaServiceMutation(removeServicePeriod);
