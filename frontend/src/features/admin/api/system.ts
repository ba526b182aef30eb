import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { AUDIT_LOG_KEY, SYSTEM_KEY } from './keys';

/** GET /api/admin/system: the queues, the outbox and the subscribers (super admins). */
export type SystemOverview = Schemas['SystemOverview'];
export type FailedJob = Schemas['FailedJob'];
export type SubscriberStatus = SystemOverview['subscribers'][number];

/** The figures move by themselves: the tab reads them again every few seconds while open. */
const POLL_MS = 5000;
/** While a replay runs, its progress bar moves faster. */
const REPLAY_POLL_MS = 1000;

const replayRunning = (data: SystemOverview | undefined) => !!data?.subscribers.some((s) => s.replay?.state === 'queued' || s.replay?.state === 'running');

export const getSystemOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'overview'],
    queryFn: () => apiRequest<SystemOverview>('GET', '/api/admin/system'),
    refetchInterval: (query) => (replayRunning(query.state.data) ? REPLAY_POLL_MS : POLL_MS),
  });

export const useSystemOverview = () => useQuery(getSystemOverviewQueryOptions());

export const getFailedJobsQueryOptions = () =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'failed-jobs'],
    queryFn: () => apiRequest<FailedJob[]>('GET', '/api/admin/system/failed-jobs'),
    refetchInterval: POLL_MS,
  });

export const useFailedJobs = () => useQuery(getFailedJobsQueryOptions());

/** Each action changes the figures and adds to the audit log. */
function useSystemAction<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all([SYSTEM_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const jobPath = (job: Pick<FailedJob, 'queue' | 'id'>) => `/api/admin/system/failed-jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}`;

/** Every action says why: the reason is kept in its audit entry (ADR 0043). */
export interface JobAction {
  job: Pick<FailedJob, 'queue' | 'id'>;
  reason: string;
}

/** POST /api/admin/system/failed-jobs/{queue}/{jobId}/retry. */
export const useRetryJob = () => useSystemAction(({ job, reason }: JobAction) => apiRequest<void>('POST', `${jobPath(job)}/retry`, { reason }));

/** DELETE /api/admin/system/failed-jobs/{queue}/{jobId}. */
export const useDiscardJob = () => useSystemAction(({ job, reason }: JobAction) => apiRequest<void>('DELETE', jobPath(job), { reason }));

/** POST /api/admin/system/subscribers/{name}/replay: runs in the worker; the overview shows its progress. */
export const useReplaySubscriber = () =>
  useSystemAction(({ name, reason }: { name: string; reason: string }) =>
    apiRequest<{ jobId: string }>('POST', `/api/admin/system/subscribers/${encodeURIComponent(name)}/replay`, { reason }),
  );
