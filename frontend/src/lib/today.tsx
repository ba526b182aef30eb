import { createContext, useContext } from 'react';
import { formatDate } from './dates';

export interface Today {
  /** The current year, e.g. "2026" (the footer's copyright line). */
  year: string;
  /** Today as 'MMM D, YYYY' (the legal pages' "Last updated" line). */
  date: string;
}

/**
 * Pages prerendered at build time are served on many days: the build renders them with
 * placeholders here, which the server replaces with the day of each request.
 */
export const FixedToday = createContext<Today | null>(null);

export function useToday(): Today {
  const fixed = useContext(FixedToday);
  if (fixed) return fixed;
  const now = new Date();
  return { year: String(now.getFullYear()), date: formatDate(now) };
}
