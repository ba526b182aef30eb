import { openSealedWith, Sealer } from '../../../platform/privacy/personal-data.js';
import { type Decider, fold } from '../domain/decider.js';
import type { ReviewEvent } from '../domain/review-events.js';
import { type ReviewState, reviewDecider } from '../domain/review.decider.js';
import { sealEvent } from './personal-fields.js';

/** An event as readStreams(…, 'stand-ins') gives it: sealed as stored, then every personal field read as its stand-in. */
const asStandIns = (event: ReviewEvent): ReviewEvent => ({ ...event, data: openSealedWith([sealEvent(new Sealer(), event)], {})[0] }) as ReviewEvent;

const REVIEWEE = 'e7a3c1de-0000-4000-8000-000000000001';
const REVIEWER = 'e7a3c1de-0000-4000-8000-000000000002';
const ADMIN = 'e7a3c1de-0000-4000-8000-000000000003';
const decision = { category: 'confirmed-genuine' as const, note: 'Checked with the captain.' };

/** One event of every review stream type: the compiler refuses this record if a type is missing. */
const sample: { [T in ReviewEvent['type']]: Extract<ReviewEvent, { type: T }> } = {
  ReviewSubmitted: {
    type: 'ReviewSubmitted',
    data: {
      requestId: 'e7a3c1de-0000-4000-8000-000000000004', revieweeId: REVIEWEE, reviewerId: REVIEWER, reviewerEmail: 'mate@example.com',
      requestedEmail: 'mate@example.com', reviewerName: 'Sam Lee', reviewerProfileImage: 'https://example.com/sam.png', reviewerWorkPosition: 'Chief Officer',
      rating: 5, text: 'Calm under pressure.', context: 'M/Y Aurora', duration: '6 months', skills: [], technicalSkills: null, workEthic: null,
      communication: null, professionalism: null, recommendation: null, reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Aurora',
      reviewerCompany: null, verificationMethod: 'email', reviewerVerificationStatus: 'verified', ipAddress: '203.0.113.7', userAgent: 'test',
    },
  },
  ReviewServedTogether: {
    type: 'ReviewServedTogether',
    data: { revieweeId: REVIEWEE, vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-01', to: '2024-08-20', revieweePeriodId: 'p-1', reviewerPeriodId: 'p-2' },
  },
  ReviewSeaServiceConfirmed: {
    type: 'ReviewSeaServiceConfirmed',
    data: { revieweeId: REVIEWEE, reviewerId: REVIEWER, revieweePeriodId: 'p-1', from: '2024-05-01', to: '2024-08-20' },
  },
  ReviewFraudSignalsFound: { type: 'ReviewFraudSignalsFound', data: { signals: [{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3 } }] } },
  ReviewNamedInFraudSignals: {
    type: 'ReviewNamedInFraudSignals',
    data: { reviewId: 'e7a3c1de-0000-4000-8000-000000000005', signals: [{ rule: 'near-duplicate-text', weight: 'warning', evidence: { similarity: 0.93 } }] },
  },
  ReviewFlagged: { type: 'ReviewFlagged', data: { reason: 'Same IP address', flaggedBy: null } },
  ReviewConfirmed: { type: 'ReviewConfirmed', data: { confirmedBy: REVIEWEE } },
  ReviewHidden: { type: 'ReviewHidden', data: { hiddenBy: REVIEWEE } },
  ReviewShown: { type: 'ReviewShown', data: { shownBy: REVIEWEE } },
  ReviewVerified: { type: 'ReviewVerified', data: { verifiedBy: ADMIN, notes: null, decision } },
  ReviewFlagCleared: { type: 'ReviewFlagCleared', data: { clearedBy: ADMIN, notes: null, decision } },
  ReviewDeleted: { type: 'ReviewDeleted', data: { deletedBy: ADMIN, reason: null, decision } },
  ReviewRestored: { type: 'ReviewRestored', data: { restoredBy: ADMIN, decision } },
};

/** Every prefix of the stream, folded from the events and from their stand-ins: the states side by side. */
function statesBothWays<S>(decider: Decider<S, unknown, ReviewEvent>, stream: readonly ReviewEvent[]): Array<[S, S]> {
  return stream.map((_, i) => [fold(decider, stream.slice(0, i + 1)), fold(decider, stream.slice(0, i + 1).map(asStandIns))]);
}

describe('loading streams without their personal fields (readStreams stand-ins)', () => {
  const streams: ReviewEvent[][] = [
    [sample.ReviewSubmitted, sample.ReviewServedTogether, sample.ReviewSeaServiceConfirmed, sample.ReviewFraudSignalsFound, sample.ReviewFlagged,
      sample.ReviewNamedInFraudSignals, sample.ReviewConfirmed, sample.ReviewHidden, sample.ReviewShown, sample.ReviewVerified, sample.ReviewFlagged,
      sample.ReviewFlagCleared, sample.ReviewDeleted, sample.ReviewRestored],
    [{ ...sample.ReviewSubmitted, data: { ...sample.ReviewSubmitted.data, reviewerVerificationStatus: 'partial' } }, sample.ReviewNamedInFraudSignals,
      { type: 'ReviewDeleted', data: { deletedBy: REVIEWEE, reason: 'Account deleted' } }],
  ];

  it('the review decider, which says it reads none, reaches the same state after every event of every type', () => {
    expect(reviewDecider.foldsWithoutPersonalData).toBe(true);
    expect(new Set(streams.flat().map((e) => e.type))).toEqual(new Set(Object.keys(sample)));
    for (const stream of streams) {
      for (const [opened, standIns] of statesBothWays(reviewDecider, stream)) expect(standIns).toEqual(opened);
    }
  });

  it('the check tells a decider that does read a personal field', () => {
    const readsTheEmail: Decider<ReviewState & { email: string }, unknown, ReviewEvent> = {
      ...reviewDecider,
      initialState: { ...reviewDecider.initialState, email: '' },
      decide: () => [],
      evolve: (state, event) => ({ ...reviewDecider.evolve(state, event), email: event.type === 'ReviewSubmitted' ? event.data.reviewerEmail : state.email }),
    };
    const differing = statesBothWays(readsTheEmail, streams[0]).filter(([opened, standIns]) => JSON.stringify(opened) !== JSON.stringify(standIns));
    expect(differing.length).toBe(streams[0].length);
  });
});
