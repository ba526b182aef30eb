import { isoInstant, withIsoInstants } from './export-timestamps.js';

describe('instants in a data file', () => {
  it("writes PostgreSQL's and JSON's timestamps as the API does: UTC, milliseconds, Z", () => {
    expect(isoInstant('2026-11-25 04:54:25.076253+00')).toBe('2026-11-25T04:54:25.076Z');
    expect(isoInstant('2026-11-25 04:54:25.038+00')).toBe('2026-11-25T04:54:25.038Z');
    expect(isoInstant('2026-11-25 04:54:25+00')).toBe('2026-11-25T04:54:25.000Z');
    expect(isoInstant('2026-11-25T04:54:25.901+00:00')).toBe('2026-11-25T04:54:25.901Z');
    expect(isoInstant('2026-11-25T06:54:25.9+0200')).toBe('2026-11-25T04:54:25.900Z');
    expect(isoInstant('2026-11-25T04:54:25.076Z')).toBe('2026-11-25T04:54:25.076Z');
    // Cut, never rounded up into the next second.
    expect(isoInstant('2026-11-25 04:54:25.9999+00')).toBe('2026-11-25T04:54:25.999Z');
  });

  it('leaves calendar days and other text alone', () => {
    expect(isoInstant('2029-01-01')).toBeNull();
    expect(isoInstant('Joined 2026-11-25 04:54')).toBeNull();
    expect(isoInstant('2026-11-25 04:54:25')).toBeNull();
  });

  it('rewrites only values under instant keys, at any depth, and Dates anywhere', () => {
    const data = {
      exportedAt: new Date('2026-11-25T04:54:27.317Z'),
      profile: { createdAt: '2026-11-25 04:54:25.038+00', bio: '2026-11-25 04:54:25.038+00', emailVerifiedAt: null },
      details: [{ expiryDate: '2029-01-01', scan: { uploadedAt: '2026-11-25T04:54:25.901+00:00' } }],
      signInAddresses: [{ firstSeenAt: '2026-11-25 04:54:25.076253+00', timesSeen: 2 }],
    };
    expect(withIsoInstants(data)).toEqual({
      exportedAt: '2026-11-25T04:54:27.317Z',
      profile: { createdAt: '2026-11-25T04:54:25.038Z', bio: '2026-11-25 04:54:25.038+00', emailVerifiedAt: null },
      details: [{ expiryDate: '2029-01-01', scan: { uploadedAt: '2026-11-25T04:54:25.901Z' } }],
      signInAddresses: [{ firstSeenAt: '2026-11-25T04:54:25.076Z', timesSeen: 2 }],
    });
  });
});
