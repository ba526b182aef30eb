import { legacyFraudReason, upcast } from './upcast.js';

describe('reading fraud events stored before ADR 0034', () => {
  it('cuts the address out of the fraud rules\' old flag reasons and writes their dates as the product does', () => {
    expect(legacyFraudReason('3 reviews of the same person from one IP address (203.0.113.7) within 24 hours; Reviewer and reviewee used the same device (seen 3 times, 2026-11-01 to 2026-11-19)')).toBe(
      '3 reviews of the same person from one IP address within 24 hours; Reviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026)',
    );
    expect(legacyFraudReason('Same IP address as the reviewee (2001:db8::7, reviewee signed in from it 4 times, last 2026-11-18)')).toBe(
      'Same IP address as the reviewee (reviewee signed in from it 4 times, last Nov 18, 2026)',
    );
  });

  it('leaves today\'s reasons as they are, so reading twice changes nothing', () => {
    const today = 'Same IP address as the reviewee (reviewee signed in from it 1 time, last Nov 25, 2026); Reviewer account created within a day of the request (Nov 25, 2026)';
    expect(legacyFraudReason(today)).toBe(today);
  });

  it('keeps an admin\'s own words, dates included', () => {
    const data = { reason: 'Other: seen from 203.0.113.7 on 2026-11-02', flaggedBy: 'admin-1' };
    expect(upcast('ReviewFlagged', data)).toEqual(data);
  });

  it('drops the stored reason and address of v1 signals', () => {
    const v1 = { signals: [{ rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews ... (203.0.113.7) ...', evidence: { ip: '203.0.113.7', reviews: 3 } }] };
    expect(upcast('ReviewFraudSignalsFound', v1)).toEqual({ signals: [{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3 } }] });
  });
});
