import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { SEA_SERVICE_KEY } from '../../../lib/sea-service';

export type SeaServicePeriod = Schemas['SeaServicePeriod'];
export type ServicePeriodInput = Schemas['ServicePeriodDto'];

/** Each write reads the record again (lib/sea-service.ts), so its totals and overlaps come from the server. */
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
