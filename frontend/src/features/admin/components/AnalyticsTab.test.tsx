import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { SystemStats, WeeklyActivity } from '../api/schemas';
import { AnalyticsTab } from './AnalyticsTab';
import { LABEL_SPACE, weekTicks } from '../../../lib/week-ticks';

const stats: SystemStats = {
  users: { totalUsers: 42, crewMembers: 30, employers: 12, admins: 3 },
  // 20 pending, 4 suspicious of which 3 also pending: 77 + 20 + 4 > 100.
  reviews: { totalReviews: 100, verifiedReviews: 77, pendingReviews: 20, suspiciousReviews: 4 },
};
const weeks: WeeklyActivity[] = Array.from({ length: 12 }, (_, i) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
  signUps: i,
  reviews: 2 * i,
  flagsRaised: i % 3,
  flagsCleared: i % 2,
}));
const starts = weeks.map((w) => w.weekStart);

describe('week labels on the chart axes', () => {
  it('labels as many weeks as fit, evenly, always the latest one', () => {
    // Room for every week.
    expect(weekTicks(starts, 12 * LABEL_SPACE)).toEqual(starts);
    // A desktop half-width chart (472 px of plot): every second week.
    expect(weekTicks(starts, 472)).toEqual(['2026-09-14', '2026-09-28', '2026-10-12', '2026-10-26', '2026-11-09', '2026-11-23']);
    // A 390 px phone (190 px of plot): every fourth.
    expect(weekTicks(starts, 190)).toEqual(['2026-09-28', '2026-10-26', '2026-11-23']);
    expect(weekTicks(starts, 10)).toEqual(['2026-11-23']);
    expect(weekTicks([], 500)).toEqual([]);
  });
});

/**
 * jsdom lays nothing out and its ResizeObserver never reports: the charts' container gets the
 * width a browser would give it, reported once observed, as a browser's observer does.
 */
function chartsAreWide(width: number) {
  const isContainer = (element: Element) => element.classList.contains('recharts-responsive-container');
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [w, h] = isContainer(this) ? [width, 260] : [0, 0];
    return { width: w, height: h, x: 0, y: 0, top: 0, left: 0, right: w, bottom: h, toJSON: () => ({}) } as DOMRect;
  });
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(element: Element) {
      const contentRect = element.getBoundingClientRect();
      queueMicrotask(() => this.callback([{ target: element, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  restore.push(() => (globalThis.ResizeObserver = original));
}
const restore: Array<() => void> = [];

async function axisLabels(name: string): Promise<string[]> {
  const figure = await screen.findByRole('figure', { name });
  await waitFor(() => expect(figure.querySelector('.recharts-xAxis-tick-labels')).not.toBeNull());
  return Array.from(figure.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).map((tick) => tick.textContent ?? '');
}

describe('Analytics tab', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    restore.splice(0).forEach((undo) => undo());
  });

  it('says what the shares are of and that the review groups overlap, and labels the axes with short, spaced week names', async () => {
    chartsAreWide(540);
    stubApi({ 'GET /api/admin/analytics': { body: weeks } });
    renderWithApp(<AnalyticsTab stats={stats} />);
    const quality = screen.getByText('Review Quality').closest('.ant-card') as HTMLElement;
    expect(within(quality).getByLabelText('Verified: 77 of 100')).toBeInTheDocument();
    expect(quality).toHaveTextContent('Of 100 reviews. These groups overlap (a pending review can also be suspicious)');
    expect(quality).toHaveTextContent('so the shares need not add up to 100%.');
    const users = screen.getByText('User Distribution').closest('.ant-card') as HTMLElement;
    expect(users).toHaveTextContent('Of 42 accounts. Admins are crew members or employers too, so they are also counted there.');

    for (const name of ['Sign-ups and reviews per week', 'Flags raised and cleared per week']) {
      // 540 px wide (half a desktop page), of which 472 px plot: every second week, the latest included, as "Nov 23".
      expect(await axisLabels(name)).toEqual(['Sep 14', 'Sep 28', 'Oct 12', 'Oct 26', 'Nov 9', 'Nov 23']);
    }
    // The table has every week in full.
    expect(within(screen.getByRole('row', { name: /Nov 23, 2026/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 23, 2026', '11', '22', '2', '1']);
  });

  it('labels fewer weeks on a phone, still ending with the latest', async () => {
    // On a 390 px screen the card's body leaves the chart 258 px (measured in Chromium), 190 px of plot.
    chartsAreWide(258);
    stubApi({ 'GET /api/admin/analytics': { body: weeks } });
    renderWithApp(<AnalyticsTab stats={stats} />);
    for (const name of ['Sign-ups and reviews per week', 'Flags raised and cleared per week']) {
      await waitFor(async () => expect(await axisLabels(name)).toEqual(['Sep 28', 'Oct 26', 'Nov 23']));
    }
  });
});
