import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { ConsistencyReport } from '../api/schemas';
import { ConsistencyCard } from './ConsistencyCard';

const lastRun: NonNullable<ConsistencyReport['lastRun']> = {
  startedAt: '2026-11-25T02:00:00.000Z',
  finishedAt: '2026-11-25T02:00:41.000Z',
  repaired: false,
  differing: 2,
  kinds: [
    { kind: 'audit-log', differing: 0, repaired: 0, error: null, samples: [] },
    {
      kind: 'reviews',
      differing: 2,
      repaired: 0,
      error: null,
      samples: [
        { table: 'review_stats', key: 'user_id=6c1f0d5e-0000-4000-8000-000000000001', problem: 'differs', columns: ['total_reviews'] },
        { table: 'sharing_public_reviews', key: 'review_id=6c1f0d5e-0000-4000-8000-000000000002', problem: 'unexpected', columns: [] },
      ],
    },
    { kind: 'crew-search', differing: 0, repaired: 0, error: 'canceling statement due to statement timeout', samples: [] },
    { kind: 'allowance-counters', differing: 0, repaired: 0, error: null, samples: [] },
  ],
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ConsistencyCard', () => {
  it('shows each read model with its state and the differing rows to look at', async () => {
    stubApi({ 'GET /api/admin/system/consistency': { body: { lastRun } } });
    renderWithApp(<ConsistencyCard />);
    expect(await screen.findByText(/2 rows differ from their sources/)).toBeInTheDocument();
    expect(within(rowOf('Audit log')).getByText('Equal')).toBeInTheDocument();
    const reviews = rowOf('Reviews, their numbers and skills');
    expect(within(reviews).getByText('2 differing')).toBeInTheDocument();
    expect(reviews).toHaveTextContent('review_stats user_id=6c1f0d5e-0000-4000-8000-000000000001: differs (total_reviews)');
    expect(reviews).toHaveTextContent('sharing_public_reviews review_id=6c1f0d5e-0000-4000-8000-000000000002: should not exist');
    const search = rowOf('Crew search');
    expect(within(search).getByText('Not checked')).toBeInTheDocument();
    expect(search).toHaveTextContent('canceling statement due to statement timeout');
    // Every kind by an operator's name, none by its identifier.
    expect(within(rowOf('Monthly allowance counters')).getByText('Equal')).toBeInTheDocument();
    expect(screen.queryByText('allowance-counters')).not.toBeInTheDocument();
  });

  it('says when every read model equals its sources, and when no check ran yet', async () => {
    stubApi({ 'GET /api/admin/system/consistency': { body: { lastRun: { ...lastRun, differing: 0, kinds: [lastRun.kinds[0]] } } } });
    const { unmount } = renderWithApp(<ConsistencyCard />);
    expect(await screen.findByText(/every read model equals its sources/)).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/admin/system/consistency': { body: { lastRun: null } } });
    renderWithApp(<ConsistencyCard />);
    expect(await screen.findByText('No consistency check has run yet. The worker runs one daily.')).toBeInTheDocument();
  });
});
