import { screen, within } from '@testing-library/react';
import { renderWithApp, review, stubApi } from '../test-utils';
import { RecentReviewsCard } from './RecentReviewsCard';

describe('RecentReviewsCard', () => {
  it('marks the latest reviews that count nowhere for now, in words', async () => {
    stubApi({
      'GET /api/reviews?limit=3': {
        body: [review('a'), review('b', { flaggedAsSuspicious: true, isVerified: false }), review('c', { reviewerSuspended: true })],
      },
    });
    renderWithApp(<RecentReviewsCard />);
    const items = within(await screen.findByRole('list', { name: 'Recent reviews' })).getAllByRole('listitem');
    expect(within(items[0]).queryByText('Being checked')).not.toBeInTheDocument();
    expect(within(items[0]).queryByText('Reviewer suspended')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Being checked')).toBeInTheDocument();
    expect(within(items[2]).getByText('Reviewer suspended')).toBeInTheDocument();
  });
});
