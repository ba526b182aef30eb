import { formatCalendarDay, formatCalendarDays } from '@crew/contracts/calendar-days';
import { formatSeaTime, formatServicePeriod, servedTogetherLabel } from '@crew/contracts/sea-service';
import { clashingPeriod, daysInclusive, isValidImo, normalizeImo, overlap, periodProblem, seaTimeTotals, servedTogether } from './service-rules.js';

const period = (id: string, from: string, to: string, imoNumber = '9074729', daysAtSea: number | null = null) => ({ id, from, to, imoNumber, daysAtSea });

describe('IMO numbers', () => {
  it('accepts seven digits whose last is the check digit', () => {
    // 9*7 + 0*6 + 7*5 + 4*4 + 7*3 + 2*2 = 139: check digit 9
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9176187')).toBe(true);
    expect(isValidImo('IMO 9074729')).toBe(true);
    expect(isValidImo(' imo9074729 ')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and anything not a number', () => {
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('9074720')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
    expect(isValidImo('90747290')).toBe(false);
    expect(isValidImo('90747a9')).toBe(false);
    expect(isValidImo('')).toBe(false);
    expect(isValidImo('IMO')).toBe(false);
  });

  it('is stored as its seven digits', () => {
    expect(normalizeImo('IMO 9074729')).toBe('9074729');
  });
});

describe('periods and their overlap', () => {
  it('counts both ends of a period', () => {
    expect(daysInclusive('2024-03-01', '2024-03-01')).toBe(1);
    expect(daysInclusive('2024-03-01', '2024-08-31')).toBe(184);
    expect(daysInclusive('2023-12-31', '2024-01-01')).toBe(2);
  });

  it('finds the shared days of two periods, including a single shared day', () => {
    expect(overlap({ from: '2024-03-01', to: '2024-08-31' }, { from: '2024-06-15', to: '2024-12-01' })).toEqual({ from: '2024-06-15', to: '2024-08-31' });
    expect(overlap({ from: '2024-03-01', to: '2024-06-15' }, { from: '2024-06-15', to: '2024-12-01' })).toEqual({ from: '2024-06-15', to: '2024-06-15' });
    expect(overlap({ from: '2024-01-01', to: '2024-12-31' }, { from: '2024-05-01', to: '2024-05-31' })).toEqual({ from: '2024-05-01', to: '2024-05-31' });
  });

  it('finds none when one ends the day before the other starts', () => {
    expect(overlap({ from: '2024-03-01', to: '2024-06-14' }, { from: '2024-06-15', to: '2024-12-01' })).toBeNull();
  });

  it('refuses a period that shares a day with another of the same person, except the one being edited', () => {
    const periods = [period('a', '2023-01-01', '2023-06-30'), period('b', '2024-01-01', '2024-06-30')];
    expect(clashingPeriod(periods, { from: '2023-06-30', to: '2023-09-01' })?.id).toBe('a');
    expect(clashingPeriod(periods, { from: '2023-07-01', to: '2023-12-31' })).toBeNull();
    expect(clashingPeriod(periods, { from: '2023-02-01', to: '2023-07-31' }, 'a')).toBeNull();
    expect(clashingPeriod(periods, { from: '2023-02-01', to: '2024-01-01' }, 'a')?.id).toBe('b');
  });

  it('checks a period on its own: order of dates, no future sign-off, days at sea within the period', () => {
    const today = '2026-11-23';
    expect(periodProblem({ from: '2024-03-01', to: '2024-02-28', daysAtSea: null }, today)).toMatch(/before signOnDate/);
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-24', daysAtSea: null }, today)).toMatch(/future/);
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-23', daysAtSea: 23 }, today)).toBeNull();
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-23', daysAtSea: 24 }, today)).toMatch(/exceed the 23 days/);
  });

  it('totals the days on articles and the days at sea', () => {
    expect(seaTimeTotals([period('a', '2024-03-01', '2024-03-10', '9074729', 8), period('b', '2024-04-01', '2024-04-30')])).toEqual({ periods: 2, days: 40, daysAtSea: 8 });
    expect(seaTimeTotals([])).toEqual({ periods: 0, days: 0, daysAtSea: 0 });
  });
});

describe('served together', () => {
  const named = { imoNumber: '9074729', from: '2024-03-01', to: '2024-08-31' };

  it('is the reviewer period on the same IMO number sharing the most days with the named one', () => {
    const result = servedTogether(named, [period('x', '2024-01-01', '2024-03-31'), period('y', '2024-05-01', '2024-12-31'), period('z', '2024-03-01', '2024-08-31', '9176187')]);
    expect(result).toEqual({ period: expect.objectContaining({ id: 'y' }), overlap: { from: '2024-05-01', to: '2024-08-31' } });
  });

  it('needs the same ship and a shared day', () => {
    expect(servedTogether(named, [period('z', '2024-03-01', '2024-08-31', '9176187')])).toBeNull();
    expect(servedTogether(named, [period('x', '2024-09-01', '2024-12-31')])).toBeNull();
    expect(servedTogether(named, [])).toBeNull();
  });

  it('is written one way everywhere', () => {
    expect(formatServicePeriod({ from: '2024-03-04', to: '2024-08-20' })).toBe('Mar 2024 – Aug 2024');
    expect(formatServicePeriod({ from: '2024-03-04', to: '2024-03-20' })).toBe('Mar 2024');
    expect(servedTogetherLabel('M/Y Aurora', { from: '2024-03-04', to: '2024-08-20' })).toBe('Served together on M/Y Aurora (Mar 2024 – Aug 2024)');
    expect(formatSeaTime(486)).toBe('1 year 3 months (486 days)');
    expect(formatSeaTime(23)).toBe('23 days');
    expect(formatSeaTime(0)).toBe('No sea service');
  });

  it("writes days in messages as the product writes dates ('Mar 4, 2024'), whatever the time zone", () => {
    expect(formatCalendarDay('2024-03-04')).toBe('Mar 4, 2024');
    expect(formatCalendarDay('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatCalendarDay('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatCalendarDays('2024-03-04', '2024-08-20')).toBe('Mar 4, 2024 – Aug 20, 2024');
    expect(formatCalendarDays('2024-03-04', '2024-03-04')).toBe('Mar 4, 2024');
  });
});
