import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OrderReportInput, PublicReport, VerificationReport } from './schemas';

export const REPORTS_KEY = ['/api/verification-reports'] as const;
/** The Employer page's allowances follow every order. */
const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
/** How often a list with a report still being built asks again. */
const PENDING_POLL_MS = 2000;

/** GET /api/verification-reports: the employer's reports, newest first. */
export const getReports = () => apiRequest<VerificationReport[]>('GET', '/api/verification-reports');

export const getReportsQueryOptions = () =>
  queryOptions({
    queryKey: REPORTS_KEY,
    queryFn: getReports,
    // The worker builds a report in a few seconds: keep asking while one is pending, then stop.
    refetchInterval: (query) => (query.state.data?.some((report) => report.status === 'pending') ? PENDING_POLL_MS : false),
  });

export const useReports = () => useQuery(getReportsQueryOptions());

/** POST /api/verification-reports: counts one report of the plan; the worker builds the PDF. */
export const orderReport = (input: OrderReportInput) => apiRequest<VerificationReport>('POST', '/api/verification-reports', input);

export const useOrderReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderReport,
    onSuccess: () => Promise.all([REPORTS_KEY, SUBSCRIPTION_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** Where the employer's browser downloads a built report (a plain link: the session cookie goes with it). */
export const reportPdfUrl = (id: string) => `/api/verification-reports/${encodeURIComponent(id)}/pdf`;

/** GET /api/public/reports/{id}: public. */
export const getPublicReport = (id: string) => apiRequest<PublicReport>('GET', `/api/public/reports/${encodeURIComponent(id)}`);

export const getPublicReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/public/reports', id], queryFn: () => getPublicReport(id), retry: false });

export const usePublicReport = (id: string) => useQuery(getPublicReportQueryOptions(id));
