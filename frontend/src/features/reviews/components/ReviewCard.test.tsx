import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../test-utils';
import type { Review } from '../api/schemas';
import { ReviewCard } from './ReviewCard';

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r-1',
  status: 'pending',
  isVerified: false,
  reviewerVerificationStatus: 'verified',
  rating: 4,
  text: 'Reliable on watch and calm in heavy weather.',
  context: 'Deckhand on M/Y Serenity',
  duration: '6 months',
  skills: ['Technical Skills: excellent'],
  technicalSkills: 'excellent',
  workEthic: null,
  communication: 'very-good',
  professionalism: null,
  recommendation: 'highly-recommend',
  reviewerName: 'Alex Morgan',
  reviewerProfileImage: null,
  reviewerWorkPosition: 'Bosun',
  isHidden: false,
  flaggedAsSuspicious: false,
  reviewerSuspended: false,
  servedTogether: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

function renderCard(r: Review, subscribed = false) {
  const onConfirm = jest.fn();
  const onToggle = jest.fn();
  renderWithApp(<ReviewCard review={r} subscribed={subscribed} onConfirm={onConfirm} onToggleVisibility={onToggle} />);
  return { onConfirm, onToggle, card: screen.getByRole('article', { name: 'Review by Alex Morgan' }) };
}

describe('ReviewCard', () => {
  it('shows a pending review as Pending Confirmation with a Confirm Details button', async () => {
    const { card, onConfirm } = renderCard(review());
    expect(within(card).getByText('Pending Confirmation')).toBeInTheDocument();
    expect(within(card).getByText('4/5')).toBeInTheDocument();
    expect(within(card).getByText('Technical Skills: Excellent')).toBeInTheDocument();
    expect(within(card).getByText('Highly Recommend')).toBeInTheDocument();
    within(card).getByRole('button', { name: /Confirm Details/ }).click();
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-1' }));
  });

  it.each([
    ['verified', 'Verified'],
    ['partial', 'Partial'],
    ['unverified', 'Unverified'],
  ] as const)('shows a confirmed review from a %s reviewer as %s', (status, badge) => {
    const { card } = renderCard(review({ status: 'confirmed', reviewerVerificationStatus: status }));
    expect(within(card).getByText(badge, { exact: true })).toBeInTheDocument();
    expect(within(card).queryByText('Pending Confirmation')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Confirm Details/ })).not.toBeInTheDocument();
  });

  it("says 'Served together on {vessel} ({months})' when the reviewer's sea service overlaps", () => {
    const { card } = renderCard(review({ servedTogether: { vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20', serviceConfirmed: true } }));
    expect(within(card).getByText('Served together on M/Y Aurora (May 2024 – Aug 2024)')).toBeInTheDocument();
    expect(within(card).getByText('Sea service confirmed')).toBeInTheDocument();
  });

  it('says nothing of sea service without an overlap', () => {
    const { card } = renderCard(review({ servedTogether: null }));
    expect(within(card).queryByText(/Served together/)).not.toBeInTheDocument();
  });

  it('says a review being checked does not count, and shows no served-together mark (the server sends none)', () => {
    const { card } = renderCard(review({ status: 'confirmed', flaggedAsSuspicious: true, servedTogether: null }));
    expect(within(card).getByText('Being checked')).toBeInTheDocument();
    expect(within(card).getByText(/Our team is checking this review: until they clear it, it does not count in your numbers/)).toBeInTheDocument();
    expect(within(card).queryByText(/Served together/)).not.toBeInTheDocument();
  });

  it("marks a review whose reviewer is suspended as hidden until the suspension is lifted, still letting its owner act on it", () => {
    const { card } = renderCard(review({ reviewerSuspended: true }));
    expect(within(card).getByText('Reviewer suspended')).toBeInTheDocument();
    expect(within(card).getByText(/Hidden while the reviewer's account is suspended: it does not count in your numbers or show on your shared profile/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Confirm Details/ })).toBeInTheDocument();
  });

  it('adds no note to a review that counts', () => {
    const { card } = renderCard(review());
    expect(within(card).queryByText(/does not count/)).not.toBeInTheDocument();
  });

  it('shows any other status as Under Review', () => {
    const { card } = renderCard(review({ status: 'flagged' }));
    expect(within(card).getByText('Under Review')).toBeInTheDocument();
  });

  it('offers Hide for a shown review and Show for a hidden one', () => {
    const { card, onToggle } = renderCard(review({ status: 'confirmed', isHidden: true }));
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    within(card).getByRole('button', { name: 'Show review by Alex Morgan' }).click();
    expect(onToggle).toHaveBeenCalled();
  });

  it('shows the upsell linking to /employer without an active subscription', () => {
    const { card } = renderCard(review());
    expect(within(card).getByText('Premium Verification Details Available')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute('href', '/employer');
    expect(within(card).queryByText('Submission IP')).not.toBeInTheDocument();
  });

  it('shows who wrote it to a subscriber, with admin notes when present', () => {
    const { card } = renderCard(
      review({
        reviewerPosition: 'Chief Officer',
        reviewerVessel: 'M/Y Serenity',
        reviewerCompany: 'Blue Water Yachting',
        verificationMethod: 'email',
        ipAddress: '203.0.113.7',
        verificationNotes: 'Called the captain to confirm.',
      }),
      true,
    );
    expect(within(card).queryByText('Premium Verification Details Available')).not.toBeInTheDocument();
    for (const text of ['Chief Officer', 'M/Y Serenity', 'Blue Water Yachting', 'Email', '203.0.113.7', 'Called the captain to confirm.', 'Admin Notes']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });
});
