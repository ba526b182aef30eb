import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import ReviewsPage from './ReviewsPage';
import { renderWithApp, review, stubApi } from './test-utils';
import type { IncomingReviewRequest } from './api/schemas';

const incoming = (id: string, requesterName: string): IncomingReviewRequest => ({
  id,
  requesterId: `u-${id}`,
  requesterName,
  requesterPosition: 'Deckhand',
  reviewerName: 'Jamie Rivers',
  context: 'M/Y Serenity',
  duration: '5 months',
  message: 'Would love a review!',
  createdAt: '2026-11-20T10:00:00.000Z',
  service: null,
  servedTogether: null,
});

describe('ReviewsPage', () => {
  it('shows the server\'s totals and announces the waiting requests', async () => {
    stubApi({
      'GET /api/reviews': { body: [review('a', { rating: 5 }), review('b', { status: 'pending', isVerified: false, rating: 4 })] },
      'GET /api/stats': { body: { totalReviews: 2, verifiedReviews: 1, pendingReviews: 1, profileViews: 0, activeLinks: 0, averageRating: 4.5 } },
      'GET /api/incoming-review-requests': { body: [incoming('q1', 'Sam Taylor'), incoming('q2', 'Kim Lee')] },
    });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    expect(screen.getByRole('heading', { name: 'Professional Reviews' })).toBeInTheDocument();
    expect(await screen.findByText('2 Review Requests Waiting')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All Reviews', 'Verified', 'Need Confirmation', 'Write Reviews', 'Sent Requests']);
    const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!;
    expect(within(stat('Total Reviews') as HTMLElement).getByText('2')).toBeInTheDocument();
    expect(within(stat('Verified') as HTMLElement).getByText('1')).toBeInTheDocument();
    expect(within(stat('Pending') as HTMLElement).getByText('1')).toBeInTheDocument();
    expect(stat('Avg Rating').textContent).toContain('4.5');
    // The totals count colleagues, not reviews: the page says so beside them.
    expect(screen.getByText(/Each colleague counts once in your totals and average/)).toBeInTheDocument();
  });

  it('says Request for a single waiting request', async () => {
    stubApi({ 'GET /api/reviews': { body: [] }, 'GET /api/stats': { body: {} }, 'GET /api/incoming-review-requests': { body: [incoming('q1', 'Sam Taylor')] } });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    expect(await screen.findByText('1 Review Request Waiting')).toBeInTheDocument();
  });

  it('opens the emailed request, marks it new and announces it after a second', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    stubApi({
      'GET /api/reviews': { body: [] },
      'GET /api/stats': { body: {} },
      'GET /api/incoming-review-requests': { body: [incoming('q1', 'Sam Taylor'), incoming('q2', 'Kim Lee')] },
    });
    renderWithApp(<ReviewsPage />, { path: '/reviews?highlight=q2' });
    expect(screen.getByRole('tab', { name: 'Write Reviews' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Review request from Kim Lee' });
    expect(within(card).getByText('⭐ New Request')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Review request from Sam Taylor' })).queryByText('⭐ New Request')).not.toBeInTheDocument();
    expect(screen.queryByText('Review request found!')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByText('Review request found!')).toBeInTheDocument();
  });

  it('declines a request only after the warning, then confirms it', async () => {
    let declined = false;
    const calls = stubApi({
      'GET /api/reviews': { body: [] },
      'GET /api/stats': { body: {} },
      'GET /api/incoming-review-requests': () => ({ body: declined ? [] : [incoming('q1', 'Sam Taylor')] }),
      'PATCH /api/review-requests/q1/decline': () => {
        declined = true;
        return { body: { id: 'q1', state: 'declined' } };
      },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    await user.click(await screen.findByRole('button', { name: 'View Requests' }));
    const card = await screen.findByRole('article', { name: 'Review request from Sam Taylor' });
    await user.click(within(card).getByRole('button', { name: /Decline/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to decline?' });
    expect(dialog.textContent).toMatch(/permanent/);
    expect(dialog.textContent).toMatch(/notified/);
    expect(dialog.textContent).toMatch(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(within(card).getByRole('button', { name: /Decline/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure you want to decline?' })).getByRole('button', { name: 'Yes, Decline' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(await screen.findByText('No review requests waiting for you')).toBeInTheDocument();
  });

  it('confirms a pending review and hides it', async () => {
    let status = 'pending';
    let isHidden = false;
    stubApi({
      'GET /api/reviews': () => ({ body: [review('a', { status, isVerified: true, isHidden })] }),
      'GET /api/incoming-review-requests': { body: [] },
      'GET /api/stats': { body: {} },
      'GET /api/skills': { body: [] },
      'PATCH /api/reviews/a': () => {
        status = 'confirmed';
        return { body: {} };
      },
      'PATCH /api/reviews/a/toggle-visibility': () => {
        isHidden = !isHidden;
        return { body: { isHidden } };
      },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    const card = await screen.findByRole('article', { name: 'Review by Reviewer a' });
    expect(within(card).getByText('Pending Confirmation')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Confirm Details/ }));
    expect(await screen.findByText('Review confirmed')).toBeInTheDocument();
    expect(await within(card).findByText('Verified', { exact: true })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide review by Reviewer a' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
  });

  it('shows the spec failure toast when confirming fails', async () => {
    stubApi({
      'GET /api/reviews': { body: [review('a', { status: 'pending' })] },
      'GET /api/stats': { body: {} },
      'GET /api/incoming-review-requests': { body: [] },
      'PATCH /api/reviews/a': { status: 500, body: { message: 'boom' } },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    await user.click(await screen.findByRole('button', { name: /Confirm Details/ }));
    expect(await screen.findByText('Failed to confirm review. Please try again.')).toBeInTheDocument();
  });
});
