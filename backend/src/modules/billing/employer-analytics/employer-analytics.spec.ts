import { employerAnalytics } from './employer-analytics.js';

describe("an employer's weekly analytics", () => {
  const now = new Date('2026-11-25T12:00:00Z'); // a Wednesday: the week of Monday 23 November

  it('lists every week, oldest first, with zeros for quiet weeks and no rate where nothing was sent', () => {
    const { weeks } = employerAnalytics(now, { views: [{ weekStart: '2026-11-09', count: 4 }], contacts: [], reports: [] }, 3);
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', profileViews: 4, contactsSent: 0, contactsAccepted: 0, acceptanceRate: null, reportsOrdered: 0 },
      { weekStart: '2026-11-16', profileViews: 0, contactsSent: 0, contactsAccepted: 0, acceptanceRate: null, reportsOrdered: 0 },
      { weekStart: '2026-11-23', profileViews: 0, contactsSent: 0, contactsAccepted: 0, acceptanceRate: null, reportsOrdered: 0 },
    ]);
  });

  it('gives each week its acceptance rate and the totals the rate of all requests, not the average of the weeks', () => {
    const { weeks, totals } = employerAnalytics(
      now,
      {
        views: [{ weekStart: '2026-11-16', count: 2 }, { weekStart: '2026-11-23', count: 5 }],
        contacts: [{ weekStart: '2026-11-16', sent: 1, accepted: 1 }, { weekStart: '2026-11-23', sent: 3, accepted: 1 }],
        reports: [{ weekStart: '2026-11-23', count: 2 }],
        // Older than the window: left out of the weeks and the totals.
      },
      2,
    );
    expect(weeks.map((w) => [w.weekStart, w.acceptanceRate])).toEqual([
      ['2026-11-16', 100],
      ['2026-11-23', 33],
    ]);
    expect(totals).toEqual({ profileViews: 7, contactsSent: 4, contactsAccepted: 2, acceptanceRate: 50, reportsOrdered: 2 });
  });
});
