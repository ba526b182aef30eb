import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubApi } from '../test/api-stub';
import { createQueryClient } from './query-client';
import { SEA_SERVICE_KEY, type SeaServiceRecord, useSeaService } from './sea-service';

const record: SeaServiceRecord = { periods: [], totals: { periods: 0, days: 0, daysAtSea: 0 } };

function renderSeaService(options?: { enabled?: boolean }) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useSeaService(options), { wrapper }) };
}

describe('sea service reader', () => {
  it('reads GET /api/sea-service into the one cache entry the profile writes refresh', async () => {
    const calls = stubApi({ 'GET /api/sea-service': { body: record } });
    const { result, queryClient } = renderSeaService();
    await waitFor(() => expect(result.current.data).toEqual(record));
    expect(queryClient.getQueryData(SEA_SERVICE_KEY)).toEqual(record);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/sea-service']);
  });

  it('asks nothing while disabled', () => {
    const calls = stubApi({});
    const { result } = renderSeaService({ enabled: false });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });
});
