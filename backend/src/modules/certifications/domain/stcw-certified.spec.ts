import { isStcwCertified } from './stcw-certified.js';

const stcw = { kind: 'stcwEndorsements' as const, code: 'STCW A-VI/1-1' };

describe("'STCW Certified'", () => {
  it('is earned by a catalogue STCW endorsement that has not expired', () => {
    expect(isStcwCertified([{ ...stcw, status: 'valid' }])).toBe(true);
    expect(isStcwCertified([{ ...stcw, status: 'expiring' }])).toBe(true);
    expect(isStcwCertified([{ ...stcw, status: null }])).toBe(true);
  });

  it('is not earned by an expired endorsement alone', () => {
    expect(isStcwCertified([{ ...stcw, status: 'expired' }])).toBe(false);
    expect(isStcwCertified([{ ...stcw, status: 'expired' }, { ...stcw, status: 'valid' }])).toBe(true);
  });

  it('is not earned by free text, other catalogues or an id the catalogue does not know', () => {
    expect(isStcwCertified([{ kind: 'free', code: null, status: 'valid' }])).toBe(false);
    expect(isStcwCertified([{ kind: 'free', code: null, status: 'expired' }])).toBe(false);
    expect(isStcwCertified([{ kind: 'mcaCertificates', code: 'MCA', status: 'valid' }])).toBe(false);
    expect(isStcwCertified([{ kind: 'stcwEndorsements', code: null, status: 'valid' }])).toBe(false);
    expect(isStcwCertified([])).toBe(false);
  });
});
