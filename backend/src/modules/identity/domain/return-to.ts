/**
 * Where to go after signing in. Only same-origin paths are followed: anything else
 * (another host, a protocol-relative '//' URL, a backslash trick) falls back to '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return '/';
  return value;
}

/** Where an employer's links land: the Employer page (its upgrade form until the company is added). */
export const EMPLOYER_HOME = '/employer';
