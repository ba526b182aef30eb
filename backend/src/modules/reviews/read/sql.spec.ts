import { isoOfTimestampText } from './sql.js';

describe('isoOfTimestampText', () => {
  // Expected: what iso() (to_char) answers for the same instant, as PostgreSQL 15 printed it.
  it.each([
    ['2026-11-27 09:00:00.123999+00', '2026-11-27T09:00:00.123Z'],
    ['2026-11-27 09:00:00+00', '2026-11-27T09:00:00.000Z'],
    ['2026-11-27 09:00:00.5+00', '2026-11-27T09:00:00.500Z'],
    ['2026-12-31 23:59:59.999999-03', '2027-01-01T02:59:59.999Z'],
    ['2026-01-01 05:29:59.0009+05:30', '2025-12-31T23:59:59.000Z'],
    ['2026-11-27 14:30:00.123999+05:30', '2026-11-27T09:00:00.123Z'],
    ['1890-06-01 12:19:32.25+00:19:32', '1890-06-01T12:00:00.250Z'],
  ])('reads %s as %s: in UTC, the fraction cut to milliseconds', (text, expected) => {
    expect(isoOfTimestampText(text)).toBe(expected);
  });

  it('refuses what is not a timestamptz in DateStyle ISO', () => {
    expect(() => isoOfTimestampText('11/27/2026 09:00:00.123 UTC')).toThrow(/Not a timestamptz/);
  });
});
