import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import ReviewsPage from './ReviewsPage';
import { renderWithApp, review, stubApi } from './test-utils';

const reviews = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => review(`r${from + i}`));
const next = (url: string) => ({ link: `<${url}>; rel="next"` });
const STATS = { totalReviews: 45, verifiedReviews: 30, pendingReviews: 15, profileViews: 3, activeLinks: 1, averageRating: 4.24 };

/** jsdom has no layout: a stand-in that lets a test say "the list's end scrolled into view". */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const observer of [...FakeIntersectionObserver.live]) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const cards = () => screen.queryAllByRole('article', { name: /^Review by / });
const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;

describe('ReviewsPage in pages', () => {
  const realObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    FakeIntersectionObserver.live.clear();
  });

  it('shows the first page with a Load more button, and the totals from the server, not from the loaded reviews', async () => {
    const calls = stubApi({
      'GET /api/reviews': { body: reviews(1, 3), headers: next('/api/reviews?cursor=c2') },
      'GET /api/stats': { body: STATS },
      'GET /api/incoming-review-requests': { body: [] },
    });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    await screen.findByRole('article', { name: 'Review by Reviewer r3' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(within(stat('Total Reviews')).getByText('45')).toBeInTheDocument();
    expect(within(stat('Verified')).getByText('30')).toBeInTheDocument();
    expect(within(stat('Pending')).getByText('15')).toBeInTheDocument();
    expect(stat('Avg Rating').textContent).toContain('4.2');
    expect(calls.filter((c) => c.url.startsWith('/api/reviews')).map((c) => c.url)).toEqual(['/api/reviews']);
  });

  it('loads the Link URL as the end of the list scrolls into view, and shows each review once', async () => {
    const calls = stubApi({
      'GET /api/reviews': { body: reviews(1, 3), headers: next('/api/reviews?cursor=c2') },
      // r3 again: a review met twice (say, the first page was refetched meanwhile) shows once.
      'GET /api/reviews?cursor=c2': { body: [review('r3'), ...reviews(4, 6)], headers: next('/api/reviews?cursor=c3') },
      'GET /api/reviews?cursor=c3': { body: reviews(7, 8) },
      'GET /api/stats': { body: STATS },
      'GET /api/incoming-review-requests': { body: [] },
    });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    await screen.findByRole('article', { name: 'Review by Reviewer r3' });

    await act(async () => FakeIntersectionObserver.scrollIntoView());
    await screen.findByRole('article', { name: 'Review by Reviewer r6' });
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Review by Reviewer r${n}`));

    await act(async () => FakeIntersectionObserver.scrollIntoView());
    await screen.findByRole('article', { name: 'Review by Reviewer r8' });
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 8 reviews are shown.')).toBeInTheDocument();

    // The last page has no Link: nothing more is asked, however far the user scrolls.
    await act(async () => FakeIntersectionObserver.scrollIntoView());
    expect(calls.filter((c) => c.url.startsWith('/api/reviews')).map((c) => c.url)).toEqual([
      '/api/reviews',
      '/api/reviews?cursor=c2',
      '/api/reviews?cursor=c3',
    ]);
  });

  it('loads the next page with the Load more button, showing a skeleton until it comes', async () => {
    globalThis.IntersectionObserver = realObserver; // no scrolling: keyboard only
    const calls = stubApi({
      'GET /api/reviews': { body: reviews(1, 3), headers: next('/api/reviews?cursor=c2') },
      'GET /api/reviews?cursor=c2': { body: reviews(4, 5) },
      'GET /api/stats': { body: STATS },
      'GET /api/incoming-review-requests': { body: [] },
    });
    // Hold the second page until the test lets it through.
    const stubbed = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (url.includes('cursor=c2')) await held;
      return stubbed(url, init);
    }) as typeof fetch;

    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    loadMore.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Loading more reviews')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);

    await act(async () => release());
    await screen.findByRole('article', { name: 'Review by Reviewer r5' });
    expect(screen.queryByLabelText('Loading more reviews')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(calls.filter((c) => c.url === '/api/reviews?cursor=c2')).toHaveLength(1);
  });

  it('pages the Verified and Need Confirmation tabs through their own reviews on the server', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    stubApi({
      // The first page of all reviews holds no pending one: the tab must not conclude there is none.
      'GET /api/reviews': { body: reviews(1, 3), headers: next('/api/reviews?cursor=c2') },
      'GET /api/reviews?filter=verified': { body: reviews(1, 2), headers: next('/api/reviews?filter=verified&cursor=v2') },
      'GET /api/reviews?filter=verified&cursor=v2': { body: [review('r9')] },
      'GET /api/reviews?filter=pending': { body: [review('p1', { status: 'pending' })] },
      'GET /api/stats': { body: STATS },
      'GET /api/incoming-review-requests': { body: [] },
    });
    renderWithApp(<ReviewsPage />, { path: '/reviews' });
    await screen.findByRole('article', { name: 'Review by Reviewer r3' });

    await user.click(screen.getByRole('tab', { name: 'Need Confirmation' }));
    const pending = await screen.findByRole('article', { name: 'Review by Reviewer p1' });
    expect(within(pending).getByText('Pending Confirmation')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    const panel = () => screen.getByRole('tabpanel', { name: 'Verified' });
    await within(panel()).findByRole('article', { name: 'Review by Reviewer r2' });
    await user.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await within(panel()).findByRole('article', { name: 'Review by Reviewer r9' });
    expect(within(panel()).getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual(
      ['r1', 'r2', 'r9'].map((id) => `Review by Reviewer ${id}`),
    );
  });
});
