import { lastWeekStarts } from '../../../platform/clock/weeks.js';

/** How far back the Employer page's Analytics tab reaches. */
export const ANALYTICS_WEEKS = 12;

export interface EmployerActivity {
  /** Crew profiles opened for the first time that month (what the plan counts). */
  profileViews: number;
  contactsSent: number;
  /** Of the requests sent that week, how many the crew member has accepted so far. */
  contactsAccepted: number;
  /** contactsAccepted of contactsSent, a whole percent; null when none were sent. */
  acceptanceRate: number | null;
  /** Verification reports ordered (not those that failed to build, which were not counted). */
  reportsOrdered: number;
}

export interface EmployerWeek extends EmployerActivity {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
}

export interface EmployerAnalytics {
  weeks: EmployerWeek[];
  /** Over the same weeks. */
  totals: EmployerActivity;
}

/** Counts per week as the queries give them, keyed by the week's Monday. */
export interface WeeklyCounts {
  views: ReadonlyArray<{ weekStart: string; count: number }>;
  contacts: ReadonlyArray<{ weekStart: string; sent: number; accepted: number }>;
  reports: ReadonlyArray<{ weekStart: string; count: number }>;
}

const rate = (accepted: number, sent: number) => (sent > 0 ? Math.round((accepted / sent) * 100) : null);

/** Every one of the last weeks (a quiet week reads zero, never missing), oldest first, and their totals. */
export function employerAnalytics(now: Date, counts: WeeklyCounts, weeks = ANALYTICS_WEEKS): EmployerAnalytics {
  const views = new Map(counts.views.map((w) => [w.weekStart, w.count]));
  const contacts = new Map(counts.contacts.map((w) => [w.weekStart, w]));
  const reports = new Map(counts.reports.map((w) => [w.weekStart, w.count]));
  const rows = lastWeekStarts(now, weeks).map((weekStart): EmployerWeek => {
    const sent = contacts.get(weekStart)?.sent ?? 0;
    const accepted = contacts.get(weekStart)?.accepted ?? 0;
    return {
      weekStart,
      profileViews: views.get(weekStart) ?? 0,
      contactsSent: sent,
      contactsAccepted: accepted,
      acceptanceRate: rate(accepted, sent),
      reportsOrdered: reports.get(weekStart) ?? 0,
    };
  });
  const sum = (pick: (week: EmployerWeek) => number) => rows.reduce((total, week) => total + pick(week), 0);
  const sent = sum((w) => w.contactsSent);
  const accepted = sum((w) => w.contactsAccepted);
  return {
    weeks: rows,
    totals: { profileViews: sum((w) => w.profileViews), contactsSent: sent, contactsAccepted: accepted, acceptanceRate: rate(accepted, sent), reportsOrdered: sum((w) => w.reportsOrdered) },
  };
}
