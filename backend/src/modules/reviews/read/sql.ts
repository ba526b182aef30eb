/** A timestamptz column as an ISO 8601 string in UTC with milliseconds, as the API answers. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One decimal, 0 when there is nothing to average (spec: "one decimal, default 0.0"). */
export function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** An int[] parameter as PostgreSQL's array literal (`?::int[]`): the ORM would inline a JS array as a list. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
