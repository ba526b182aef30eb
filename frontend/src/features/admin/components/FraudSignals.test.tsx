import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import type { AdminReview } from '../api/schemas';
import { evidenceLines, FraudSignals } from './FraudSignals';

type Signal = AdminReview['signals'][number];

const SET = ['1f0e2d3c-0000-4000-8000-000000000001', '2a1b3c4d-0000-4000-8000-000000000002'];
const sameIp: Signal = { rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 3, reviewIds: SET } };
const burst: Signal = { rule: 'review-burst', weight: 'flag', reason: 'Burst of reviews: 6 received in 24 hours, usually 0 a day', evidence: { reviewsIn24Hours: 6, averagePerDay: 0, threshold: 5 } };

describe('FraudSignals', () => {
  it('offers one link per related review, by keyboard too, each opening that review', async () => {
    const opened: string[] = [];
    const user = userEvent.setup({ delay: null });
    renderWithApp(<FraudSignals signals={[sameIp, burst]} onOpenReview={(id) => opened.push(id)} />);
    const [set, alone] = within(screen.getByRole('list', { name: 'Fraud signals' })).getAllByRole('listitem');
    expect(within(set).getByText('Related reviews:')).toBeInTheDocument();
    const links = within(set).getAllByRole('button');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label')])).toEqual([
      ['1f0e2d3c', `Open the history of review ${SET[0]}`],
      ['2a1b3c4d', `Open the history of review ${SET[1]}`],
    ]);
    await user.click(links[0]);
    links[1].focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(SET);
    // A finding about this review alone names no other.
    expect(within(alone).queryByRole('button')).toBeNull();
  });

  it('shows the same rule twice when a later review named this one again', () => {
    const again: Signal = { ...sameIp, reason: '4 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 4, reviewIds: [...SET, 'c'], namedBy: 'c' } };
    renderWithApp(<FraudSignals signals={[sameIp, again]} onOpenReview={() => undefined} />);
    expect(within(screen.getByRole('list', { name: 'Fraud signals' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reads a burst counted past its cap as "more than"', () => {
    expect(evidenceLines({ moreThanReviewsIn24Hours: 1000, averagePerDay: 0.5, threshold: 5 })).toEqual([
      'Reviews in 24 hours, more than: 1,000', 'Usually per day: 0.5', 'Limit: 5',
    ]);
  });
});
