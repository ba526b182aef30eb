import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { COMPANY_KEY } from './keys';
import type { Company, SendDomainEmailInput } from './schemas';

/** GET /api/company: null when no company is on file (an employer account made by an admin). */
export const getCompany = () =>
  apiRequest<Company>('GET', COMPANY_KEY[0]).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const getCompanyQueryOptions = () => queryOptions({ queryKey: COMPANY_KEY, queryFn: getCompany });

export const useCompany = () => useQuery(getCompanyQueryOptions());

/** POST /api/company/domain-email: mails a link to an address on the company's web domain. */
export const sendDomainEmail = (input: SendDomainEmailInput) => apiRequest<Company>('POST', '/api/company/domain-email', input);

export function useSendDomainEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendDomainEmail, onSuccess: (company) => queryClient.setQueryData(COMPANY_KEY, company) });
}
