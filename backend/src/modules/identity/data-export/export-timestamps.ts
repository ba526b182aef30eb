/**
 * Every instant in a data file written one way: ISO 8601 in UTC with milliseconds
 * ('2026-11-25T04:54:25.076Z'), as the API writes them. The modules' exporters read their rows
 * with plain SQL, so PostgreSQL's own text ('2026-11-25 04:54:25.076253+00') and JSON's
 * ('...+00:00') would otherwise sit beside the API's form in one file.
 *
 * Only values under keys naming an instant (createdAt, firstSeenAt, uploadedAt: every exporter
 * names them '...At') are rewritten, so nothing a person typed is ever touched; calendar days
 * ('2029-01-01') carry no time and stay as they are.
 */
const INSTANT_KEY = /At$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** The instant in the API's form, or null when the text is not a timestamp with a time zone. */
export function isoInstant(text: string): string | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, day, time, fraction = '', zone] = match;
  // Milliseconds cut, not rounded, as the API's to_char(..., 'MS') does.
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const seconds = time.length === 5 ? `${time}:00` : time;
  const instant = new Date(`${day}T${seconds}.${millis}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A copy of `value` with every instant in the API's form (see above). */
export function withIsoInstants(value: unknown, key = ''): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => withIsoInstants(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIsoInstants(v, k)]));
  }
  if (typeof value === 'string' && INSTANT_KEY.test(key)) return isoInstant(value) ?? value;
  return value;
}
