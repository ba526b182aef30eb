/**
 * Sea service (ADR 0027): the rules both sides apply the same way, so the form refuses what the
 * API would refuse and every screen writes a period and an overlap alike.
 */

/** Vessel types offered on the sea service form. */
export const VESSEL_TYPES = [
  'motor-yacht', 'sailing-yacht', 'expedition-yacht', 'passenger-ship', 'ferry', 'container-ship', 'bulk-carrier', 'general-cargo',
  'oil-tanker', 'chemical-tanker', 'gas-carrier', 'ro-ro', 'offshore-vessel', 'tug', 'fishing-vessel', 'research-vessel', 'other',
] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];

export const VESSEL_TYPE_LABELS: Record<VesselType, string> = {
  'motor-yacht': 'Motor yacht',
  'sailing-yacht': 'Sailing yacht',
  'expedition-yacht': 'Expedition yacht',
  'passenger-ship': 'Passenger ship',
  ferry: 'Ferry',
  'container-ship': 'Container ship',
  'bulk-carrier': 'Bulk carrier',
  'general-cargo': 'General cargo',
  'oil-tanker': 'Oil tanker',
  'chemical-tanker': 'Chemical tanker',
  'gas-carrier': 'Gas carrier',
  'ro-ro': 'Ro-ro',
  'offshore-vessel': 'Offshore vessel',
  tug: 'Tug',
  'fishing-vessel': 'Fishing vessel',
  'research-vessel': 'Research vessel',
  other: 'Other',
};

/** The largest ships afloat are about 240,000 GT; anything far beyond is a typing slip. */
export const MAX_GROSS_TONNAGE = 600_000;

/** Accepts '9074729', 'IMO 9074729' or 'imo9074729'; the number is stored as its seven digits. */
export function normalizeImo(value: string): string {
  return value.trim().replace(/^imo\s*/i, '').replace(/\s+/g, '');
}

/**
 * An IMO ship identification number: seven digits whose last is the check digit, the sum of
 * the first six multiplied by 7, 6, 5, 4, 3 and 2, modulo 10 (SOLAS XI-1/3, IMO Res. A.1117(30)).
 */
export function isValidImo(value: string): boolean {
  const digits = normalizeImo(value);
  if (!/^\d{7}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i);
  return sum % 10 === Number(digits[6]);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface DayRange {
  /** First day, YYYY-MM-DD (inclusive). */
  from: string;
  /** Last day, YYYY-MM-DD (inclusive). */
  to: string;
}

/** Days of a period, both ends counted: signing on and off the same day is one day of service. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The days two periods share (both ends inclusive), or null when they share none. */
export function overlap(a: DayRange, b: DayRange): DayRange | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2024' for a YYYY-MM-DD day. */
export function formatServiceMonth(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/**
 * The one way a period is written everywhere (cards, public profile, mails): 'Mar 2024 – Aug 2024',
 * or 'Mar 2024' when it starts and ends in the same month.
 */
export function formatServicePeriod(range: DayRange): string {
  const from = formatServiceMonth(range.from);
  const to = formatServiceMonth(range.to);
  return from === to ? from : `${from} – ${to}`;
}

/** 'Served together on M/Y Aurora (Mar 2024 – Aug 2024)'. */
export function servedTogetherLabel(vesselName: string, range: DayRange): string {
  return `Served together on ${vesselName} (${formatServicePeriod(range)})`;
}

/** Total sea time as people say it: '1 year 4 months (486 days)', '23 days'. */
export function formatSeaTime(days: number): string {
  if (days <= 0) return 'No sea service';
  const years = Math.floor(days / 365);
  const months = Math.floor((days % 365) / 30.4375);
  const parts = [...(years ? [`${years} ${years === 1 ? 'year' : 'years'}`] : []), ...(months ? [`${months} ${months === 1 ? 'month' : 'months'}`] : [])];
  const total = `${days} ${days === 1 ? 'day' : 'days'}`;
  return parts.length ? `${parts.join(' ')} (${total})` : total;
}
