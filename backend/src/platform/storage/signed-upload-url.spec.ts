import { signUpload, uploadSignatureValid } from './signed-upload-url.js';

describe('signed upload URLs', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const grant = { objectId: '7f1c9c1e-3a55-4a4f-9a57-2a6f0e1f9b10', userId: '0b8f3d1c-5d0e-4c1b-8d7e-5b7f3f2e1a00', expires: 1_900_000_000 };
  const sig = signUpload(secret, grant);

  it('accepts its own signature', () => {
    expect(sig).toMatch(/^[\w-]{43}$/);
    expect(uploadSignatureValid(secret, grant, sig)).toBe(true);
  });

  it.each([
    ['another object', { ...grant, objectId: '11111111-1111-4111-8111-111111111111' }],
    ['another user', { ...grant, userId: '22222222-2222-4222-8222-222222222222' }],
    ['a later expiry', { ...grant, expires: grant.expires + 1 }],
  ])('refuses it for %s', (_, other) => {
    expect(uploadSignatureValid(secret, other, sig)).toBe(false);
  });

  it('refuses a signature made with another secret, or a mangled one', () => {
    expect(uploadSignatureValid(secret, grant, signUpload(`${secret}x`, grant))).toBe(false);
    expect(uploadSignatureValid(secret, grant, sig.slice(1))).toBe(false);
    expect(uploadSignatureValid(secret, grant, '')).toBe(false);
  });
});
