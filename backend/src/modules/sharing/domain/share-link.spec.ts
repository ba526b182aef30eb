import { daysLeft, expiresAfter } from './days-left.js';
import { isWellFormedShareToken, newShareToken, viewerFingerprint } from './share-token.js';
import { publicAccessLevel } from './share-link-values.js';

describe('share link rules', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts days left rounded up, and 0 once expired', () => {
    expect(daysLeft(expiresAfter(30, now), now)).toBe(30);
    expect(daysLeft(new Date(now.getTime() + 2 * 3_600_000), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() + 7 * 86_400_000 + 1), now)).toBe(8);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(new Date(now.getTime() - 86_400_000), now)).toBe(0);
  });

  it('makes URL-safe tokens of 256 random bits that are never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedShareToken(token)).toBe(true);
    }
  });

  it('refuses anything that is not a token before it reaches the database', () => {
    for (const bad of ['', 'abc', '../../etc/passwd', `${'a'.repeat(42)}=`, `${'a'.repeat(42)}%`, 'a'.repeat(44), "' or 1=1 --", 'é'.repeat(43), `${'a'.repeat(42)}\u0000`, undefined, 42]) {
      expect(isWellFormedShareToken(bad)).toBe(false);
    }
  });

  it('tells visitors apart by address, browser and link, without keeping either', () => {
    const a = viewerFingerprint('10.0.0.1', 'Firefox', 'token-a');
    expect(a).toBe(viewerFingerprint('10.0.0.1', 'Firefox', 'token-a'));
    expect(a).not.toContain('10.0.0.1');
    expect(new Set([a, viewerFingerprint('10.0.0.2', 'Firefox', 'token-a'), viewerFingerprint('10.0.0.1', 'Chrome', 'token-a'), viewerFingerprint('10.0.0.1', 'Firefox', 'token-b')]).size).toBe(4);
  });

  it('names the restricted level basic in public answers', () => {
    expect(publicAccessLevel('full')).toBe('full');
    expect(publicAccessLevel('summary')).toBe('basic');
  });
});
