/** A timestamptz column as an ISO 8601 string in UTC with milliseconds, as the API answers. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamptz column as ISO 8601 in UTC with microseconds: exact, and PostgreSQL reads it back as the same instant. */
export const isoMicros = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An isoMicros text in the API's form (iso): to_char's MS truncates, so this is the same prefix. */
export const isoMillis = (micros: string) => `${micros.slice(0, 23)}Z`;

/** One decimal, 0 when there is nothing to average (spec: "one decimal, default 0.0"). */
export function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** An int[] parameter as PostgreSQL's array literal (`?::int[]`): the ORM would inline a JS array as a list. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** A uuid[] parameter (`?::uuid[]`), likewise; the cast refuses anything but uuids. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
