import { useState } from 'react';

/** Keeps showing the last non-null value, so a dialog's content stays put while it animates closed. */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
