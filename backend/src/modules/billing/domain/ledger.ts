/** Why credits moved (DESIGN.md, "Employers": credits are a ledger with a balance never below zero). */
export const LEDGER_KINDS = ['plan_activation', 'credit_purchase', 'spend', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The calendar month (UTC) a monthly allowance is counted in, e.g. '2026-11'. */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The first instant of the next month: when this month's allowance starts over. */
export function nextPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** A subscription month: the same day next month (the 31st becomes the month's last day). */
export function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
