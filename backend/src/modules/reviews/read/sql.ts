/** A timestamptz column as an ISO 8601 string in UTC with milliseconds, as the API answers. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/;

/**
 * What iso() answers for a timestamp PostgreSQL gave as text (`column::text`, e.g.
 * '2026-11-27 09:00:00.123456+00', in the session's time zone), for answers built without
 * reading the row again: the instant in UTC, its fraction cut to milliseconds as to_char's MS
 * cuts it (not rounded).
 */
export function isoOfTimestampText(text: string): string {
  const m = TIMESTAMPTZ_TEXT.exec(text);
  if (!m) throw new Error(`Not a timestamptz as PostgreSQL writes it (DateStyle ISO): ${text}`);
  const [, year, month, day, hours, minutes, seconds, fraction = '', sign, offsetHours, offsetMinutes = '0', offsetSeconds = '0'] = m;
  const local = Date.UTC(+year, +month - 1, +day, +hours, +minutes, +seconds, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds)) * 1000;
  return new Date(local - offset).toISOString();
}

/** One decimal, 0 when there is nothing to average (spec: "one decimal, default 0.0"). */
export function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** An int[] parameter as PostgreSQL's array literal (`?::int[]`): the ORM would inline a JS array as a list. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
