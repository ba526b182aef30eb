import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 cost grows with input; a cap keeps a huge password from being a cheap attack. */
export const PASSWORD_MAX_LENGTH = 128;

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** Returns why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'This password is too common. Please choose a less predictable one';
  if (lower === email.toLowerCase() || lower === email.split('@')[0].toLowerCase()) return 'Password must not be your email address';
  return null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
