import { weekStartOf, weeklyActivity } from './weekly-activity.js';

describe('weekly activity for the admin charts', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStartOf(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // a Monday
    expect(weekStartOf(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // a Sunday
  });

  it('lists every week up to now, oldest first, with zeros for quiet weeks', () => {
    const weeks = weeklyActivity(
      new Date('2026-11-25T12:00:00Z'),
      3,
      [{ weekStart: '2026-11-09', count: 4 }],
      [{ weekStart: '2026-11-23', reviews: 7, flagsRaised: 2, flagsCleared: 1 }],
    );
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', signUps: 4, reviews: 0, flagsRaised: 0, flagsCleared: 0 },
      { weekStart: '2026-11-16', signUps: 0, reviews: 0, flagsRaised: 0, flagsCleared: 0 },
      { weekStart: '2026-11-23', signUps: 0, reviews: 7, flagsRaised: 2, flagsCleared: 1 },
    ]);
  });
});
