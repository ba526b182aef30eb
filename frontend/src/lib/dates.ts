import dayjs from 'dayjs';

/** Dates are shown as 'MMM d, yyyy' everywhere (spec section 1), e.g. "Nov 22, 2026". */
export function formatDate(value: Date | string | number): string {
  return dayjs(value).format('MMM D, YYYY');
}
