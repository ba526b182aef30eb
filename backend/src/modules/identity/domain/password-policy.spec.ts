import { normalizeEmail, passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('refuses passwords shorter than 8 characters', () => {
    expect(passwordProblem('Ab1!xyz', 'a@b.co')).toBe('Password must be at least 8 characters');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password123', 'a@b.co')).toMatch(/too common/);
    expect(passwordProblem('QWERTY123', 'a@b.co')).toMatch(/too common/);
  });

  it('refuses the email address or its local part as a password', () => {
    expect(passwordProblem('captain.jones@example.com', 'Captain.Jones@example.com')).toMatch(/email/);
    expect(passwordProblem('captain.jones', 'captain.jones@example.com')).toMatch(/email/);
  });

  it('refuses passwords over 128 characters', () => {
    expect(passwordProblem('x'.repeat(129), 'a@b.co')).toMatch(/at most 128/);
  });

  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('bosun-keeps-the-anchor-watch', 'a@b.co')).toBeNull();
  });

  it('normalizes emails to trimmed lower case', () => {
    expect(normalizeEmail('  Chief.Mate@Example.COM ')).toBe('chief.mate@example.com');
  });
});
