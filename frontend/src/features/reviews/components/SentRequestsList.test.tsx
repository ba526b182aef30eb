import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { SentReviewRequest } from '../api/schemas';
import { renderWithApp, stubApi } from '../test-utils';
import { SentRequestsList } from './SentRequestsList';

const request = (n: number, overrides: Partial<SentReviewRequest> = {}): SentReviewRequest => ({
  id: `q${n}`,
  requesterId: 'me',
  reviewerEmail: `colleague${n}@example.com`,
  context: 'M/Y Serenity',
  duration: null,
  message: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  state: 'pending',
  emailStatus: 'sent',
  service: null,
  ...overrides,
});
const requests = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => request(from + i));
const next = (url: string) => ({ link: `<${url}>; rel="next"` });
const shown = () => within(screen.getByRole('list', { name: 'Sent review requests' })).getAllByRole('listitem').map((item) => item.textContent?.match(/colleague\d+/)?.[0]);

describe('SentRequestsList', () => {
  const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('shows the first page, then the next ones with Load more until the last, each request once', async () => {
    const calls = stubApi({
      'GET /api/review-requests': { body: requests(1, 3), headers: next('/api/review-requests?cursor=c2') },
      // q3 again: a request met twice (the first page refetched meanwhile) shows once.
      'GET /api/review-requests?cursor=c2': { body: [request(3), ...requests(4, 5)], headers: next('/api/review-requests?cursor=c3') },
      'GET /api/review-requests?cursor=c3': { body: [request(6, { state: 'declined', emailStatus: 'failed' })] },
    });
    renderWithApp(<SentRequestsList />, { path: '/reviews' });
    await screen.findByText('colleague3@example.com');
    expect(shown()).toEqual(['colleague1', 'colleague2', 'colleague3']);

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('colleague5@example.com');
    expect(shown()).toEqual(['colleague1', 'colleague2', 'colleague3', 'colleague4', 'colleague5']);

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('colleague6@example.com');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 6 requests are shown.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/review-requests', '/api/review-requests?cursor=c2', '/api/review-requests?cursor=c3']);
  });

  it('keeps the loaded requests when the next page fails, and loads it again on Try again', async () => {
    let failures = 1;
    stubApi({
      'GET /api/review-requests': { body: requests(1, 2), headers: next('/api/review-requests?cursor=c2') },
      'GET /api/review-requests?cursor=c2': () => (failures-- > 0 ? { status: 500, body: { message: 'Internal server error' } } : { body: requests(3, 3) }),
    });
    renderWithApp(<SentRequestsList />, { path: '/reviews' });
    await screen.findByText('colleague2@example.com');

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Your next requests could not be loaded.')).toBeInTheDocument();
    expect(shown()).toEqual(['colleague1', 'colleague2']);

    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('colleague3@example.com');
    expect(shown()).toEqual(['colleague1', 'colleague2', 'colleague3']);
    expect(screen.queryByText('Your next requests could not be loaded.')).not.toBeInTheDocument();
  });

  it('offers the first request when none was sent', async () => {
    stubApi({ 'GET /api/review-requests': { body: [] } });
    renderWithApp(<SentRequestsList />, { path: '/reviews' });
    expect(await screen.findByText('You have not requested any reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
