import { checkMethods, needsSecondFactor } from '@crew/contracts/second-factors';
import { acceptedStep, enrolment, newAuthenticatorSecret } from './authenticator-codes.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { totpCode } from '../../../../test/support/totp.js';

describe('who needs a second factor', () => {
  it('an admin level grants nothing without one; other permissions do unless the person asked for one', () => {
    expect(needsSecondFactor({ adminLevel: 'moderator' }, 'isAdmin')).toBe(true);
    expect(needsSecondFactor({ adminLevel: 'super_admin' }, 'isSuperAdmin')).toBe(true);
    expect(needsSecondFactor({ adminLevel: null }, 'isAdmin')).toBe(false);
    expect(needsSecondFactor({ adminLevel: 'admin' }, 'canSearchCrew')).toBe(false);
    expect(needsSecondFactor({ adminLevel: null, secondFactorRequired: true }, 'canSearchCrew')).toBe(true);
    expect(needsSecondFactor({ adminLevel: null, secondFactorRequired: true }, 'signedIn')).toBe(false);
    expect(needsSecondFactor(null, 'isAdmin')).toBe(false);
  });

  it('re-checks with a second factor when there is one, else the password, else an emailed link', () => {
    expect(checkMethods({ passkeys: 2, authenticator: true, recoveryCodesLeft: 3, hasPassword: true })).toEqual(['passkey', 'authenticator', 'recovery-code']);
    expect(checkMethods({ passkeys: 1, authenticator: false, recoveryCodesLeft: 0, hasPassword: true })).toEqual(['passkey']);
    expect(checkMethods({ passkeys: 0, authenticator: false, recoveryCodesLeft: 0, hasPassword: true })).toEqual(['password']);
    expect(checkMethods({ passkeys: 0, authenticator: false, recoveryCodesLeft: 0, hasPassword: false })).toEqual(['email-link']);
  });
});

describe('authenticator codes (RFC 6238)', () => {
  const secret = newAuthenticatorSecret();
  const now = new Date('2026-12-01T10:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('agree with the RFC: the code of this step, and of one step either side, is accepted', async () => {
    expect(await acceptedStep(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(await acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(await acceptedStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(await acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 90_000)), now, null)).toBeNull();
  });

  it('accepts a code once: the same step, or an older one, is refused after it was used', async () => {
    const code = totpCode(secret, now);
    expect(await acceptedStep(secret, code, now, step)).toBeNull();
    expect(await acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    expect(await acceptedStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it('refuses what is not six digits', async () => {
    expect(await acceptedStep(secret, '12345', now, null)).toBeNull();
    expect(await acceptedStep(secret, 'abcdef', now, null)).toBeNull();
  });

  it('hands out a QR code holding the otpauth link for the account', async () => {
    const setup = await enrolment(secret, 'eleni@example.com');
    // SHA-1, six digits and 30 s are what every app assumes, so the link leaves them out.
    expect(setup.otpauthUrl).toBe(`otpauth://totp/Crew%20Reviews:eleni%40example.com?secret=${secret}&issuer=Crew%20Reviews`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe('recovery codes', () => {
  it('are ten different codes of four groups, read back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const [code] = codes;
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect(looksLikeRecoveryCode(typed)).toBe(true);
    expect(normalizeRecoveryCode(typed)).toBe(code.replace(/-/g, ''));
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code));
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
