import type { ReviewHistoryEntry } from '../../reviews/contracts/moderation.queries.js';
import { SYSTEM_ACTORS, toHistorySteps } from './review-history.js';

const RITA = 'a0000000-0000-4000-8000-000000000001';
const BEA = 'b0000000-0000-4000-8000-000000000002';
const names = new Map([
  [RITA, { name: 'Rita Reviewer', email: 'rita@example.com' }],
  [BEA, { name: 'Bea Boss', email: 'bea@example.com' }],
]);

let at = 0;
function entry(type: ReviewHistoryEntry['type'], data: Record<string, unknown>, actorId: string | null = RITA): ReviewHistoryEntry {
  return {
    stream: type.startsWith('ReviewRequest') ? 'review-request' : 'review',
    type,
    typeVersion: 1,
    data,
    actorId,
    ip: actorId ? '203.0.113.5' : null,
    userAgent: actorId ? 'Firefox' : null,
    requestId: actorId ? 'req-1' : null,
    recordedAt: new Date(Date.UTC(2026, 10, 20, 10, 0, at++)).toISOString(),
  };
}

const together = { revieweeId: 'x', vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20', revieweePeriodId: 'p-1', reviewerPeriodId: 'p-2' };

describe("who did what in a review's history", () => {
  it('credits the rules, the service match and mail delivery to the system, never to the reviewer whose submission ran them', () => {
    const steps = toHistorySteps(
      [
        entry('ReviewRequestEmailSent', { to: 'rita@example.com' }, null),
        entry('ReviewSubmitted', { rating: 5 }),
        entry('ReviewServedTogether', together),
        entry('ReviewSeaServiceConfirmed', { revieweeId: 'x', reviewerId: RITA, revieweePeriodId: 'p-1', from: '2024-05-15', to: '2024-08-20' }),
        entry('ReviewFraudSignalsFound', { signals: [] }),
        entry('ReviewFlagged', { reason: 'Same device', flaggedBy: null }),
        entry('ReviewFlagged', { reason: 'Reported by the crew member', flaggedBy: BEA }, BEA),
        entry('ReviewRequestCancelled', { cancelledBy: 'gone', reason: 'requester account deleted' }, null),
      ],
      names,
    );
    expect(steps.map((s) => [s.type, s.actor.name, s.ip])).toEqual([
      ['ReviewRequestEmailSent', SYSTEM_ACTORS.mailDelivery, null],
      ['ReviewSubmitted', 'Rita Reviewer', '203.0.113.5'],
      ['ReviewServedTogether', 'System (sea service records)', null],
      // The reviewer ticked the confirmation: theirs.
      ['ReviewSeaServiceConfirmed', 'Rita Reviewer', '203.0.113.5'],
      ['ReviewFraudSignalsFound', 'System (fraud rules)', null],
      ['ReviewFlagged', 'System (fraud rules)', null],
      ['ReviewFlagged', 'Bea Boss', '203.0.113.5'],
      ['ReviewRequestCancelled', 'System', null],
    ]);
    expect(steps.filter((s) => s.actor.name.startsWith('System')).every((s) => s.actor.id === null && s.userAgent === null)).toBe(true);
  });

  it('names the vessel of a sea service confirmation from the served-together match recorded with it', () => {
    const [, confirmed] = toHistorySteps(
      [entry('ReviewServedTogether', together), entry('ReviewSeaServiceConfirmed', { revieweeId: 'x', reviewerId: RITA, revieweePeriodId: 'p-1', from: '2024-05-15', to: '2024-08-20' })],
      names,
    );
    expect(confirmed.data).toMatchObject({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' });
  });
});
