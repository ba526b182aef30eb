import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: no automatic retries, no polling, no refetch on focus, data never stale.
 * There is no default queryFn: every query's options name the fetcher they call.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
