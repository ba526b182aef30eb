import { given } from './given-when-then.test-support.js';
import type { FraudSignal } from './fraud-rules.js';
import type { ReviewEvent, ReviewSubmittedData } from './review-events.js';
import { type ReviewCommand, reviewDecider } from './review.decider.js';

const REVIEWEE = 'reviewee-1';
const REVIEWER = 'reviewer-1';
const OTHER = 'someone-else';
const ADMIN = 'admin-1';

const review: ReviewSubmittedData = {
  requestId: 'request-1',
  revieweeId: REVIEWEE,
  reviewerId: REVIEWER,
  reviewerEmail: 'mate@example.com',
  requestedEmail: 'mate@example.com',
  reviewerName: 'Sam Lee',
  reviewerProfileImage: null,
  reviewerWorkPosition: 'Chief Officer',
  rating: 5,
  text: 'Calm under pressure and a great teacher for the junior crew.',
  context: 'M/Y Aurora',
  duration: '6 months',
  skills: ['Technical Skills: excellent'],
  technicalSkills: 'excellent',
  workEthic: 'very-good',
  communication: null,
  professionalism: null,
  recommendation: 'highly-recommend',
  reviewerPosition: 'Chief Officer',
  reviewerVessel: 'M/Y Aurora',
  reviewerCompany: null,
  verificationMethod: 'email',
  reviewerVerificationStatus: 'verified',
  ipAddress: '203.0.113.7',
  userAgent: 'test',
};

const submitted: ReviewEvent = { type: 'ReviewSubmitted', data: review };
const confirmed: ReviewEvent = { type: 'ReviewConfirmed', data: { confirmedBy: REVIEWEE } };
const hidden: ReviewEvent = { type: 'ReviewHidden', data: { hiddenBy: REVIEWEE } };
const shown: ReviewEvent = { type: 'ReviewShown', data: { shownBy: REVIEWEE } };
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { deletedBy: ADMIN, reason: null } };

const submit = (fields: Partial<ReviewSubmittedData> = {}, fraudSignals: FraudSignal[] = []): ReviewCommand => ({
  type: 'SubmitReview',
  review: { ...review, ...fields },
  fraudSignals,
});
const DISPOSABLE = "Reviewer's email uses a disposable email domain (mailinator.com)";
const SAME_IP = 'Same IP address as the reviewee (reviewee signed in from it 2 times, last Nov 18, 2026)';
const NEW_ACCOUNT = 'Reviewer account created within a day of the request (Nov 20, 2026)';
const flag = (): FraudSignal => ({ rule: 'disposable-domain', weight: 'flag', evidence: { domain: 'mailinator.com' } });
const warning = (): FraudSignal => ({ rule: 'same-ip-as-reviewee', weight: 'warning', evidence: { timesSeen: 2, lastSeenAt: '2026-11-18T09:00:00.000Z' } });
const newAccount = (): FraudSignal => ({ rule: 'new-reviewer-account', weight: 'warning', evidence: { accountCreatedAt: '2026-11-20T20:00:00.000Z', requestedAt: '2026-11-20T08:00:00.000Z' } });
const confirm = (actorId = REVIEWEE): ReviewCommand => ({ type: 'ConfirmReview', actorId });
const toggle = (actorId = REVIEWEE): ReviewCommand => ({ type: 'ToggleVisibility', actorId });

describe('review decider', () => {
  describe('submitting', () => {
    it('records the review', () => {
      given(reviewDecider).when(submit()).then([submitted]);
    });

    it('flags it at once when a fraud rule found something, with the signals and the readable reasons', () => {
      const signals = [flag(), warning()];
      given(reviewDecider)
        .when(submit({}, signals))
        .then([
          submitted,
          { type: 'ReviewFraudSignalsFound', data: { signals } },
          { type: 'ReviewFlagged', data: { reason: DISPOSABLE, flaggedBy: null } },
        ]);
    });

    it('records a lone warning with the review without flagging it', () => {
      given(reviewDecider).when(submit({}, [warning()])).then([submitted, { type: 'ReviewFraudSignalsFound', data: { signals: [warning()] } }]);
    });

    it('flags two warnings together: each adds weight to the other', () => {
      const signals = [warning(), newAccount()];
      given(reviewDecider)
        .when(submit({}, signals))
        .then([submitted, { type: 'ReviewFraudSignalsFound', data: { signals } }, { type: 'ReviewFlagged', data: { reason: `${SAME_IP}; ${NEW_ACCOUNT}`, flaggedBy: null } }]);
    });

    it('a review is submitted once', () => {
      given(reviewDecider, [submitted]).when(submit()).thenFails('conflict');
    });

    it('nobody reviews themselves', () => {
      given(reviewDecider).when(submit({ reviewerId: REVIEWEE })).thenFails('forbidden', 'You cannot review yourself');
    });

    it.each([0, 6, 3.5, Number.NaN])('refuses the rating %p', (rating) => {
      given(reviewDecider).when(submit({ rating })).thenFails('invalid', 'rating must be a whole number from 1 to 5');
    });

    it('refuses a blank text', () => {
      given(reviewDecider).when(submit({ text: '   ' })).thenFails('invalid', 'Review text is required');
    });
  });

  describe('confirming', () => {
    it('the reviewee confirms a pending review', () => {
      given(reviewDecider, [submitted]).when(confirm()).then([confirmed]);
    });

    it('only the reviewee may confirm', () => {
      given(reviewDecider, [submitted]).when(confirm(OTHER)).thenFails('forbidden', 'Only the person who received this review can confirm it');
    });

    it('the reviewer cannot confirm their own review', () => {
      given(reviewDecider, [submitted]).when(confirm(REVIEWER)).thenFails('forbidden');
    });

    it('confirm only from pending', () => {
      given(reviewDecider, [submitted, confirmed]).when(confirm()).thenFails('conflict', /already confirmed/);
    });

    it('a hidden pending review can still be confirmed', () => {
      given(reviewDecider, [submitted, hidden]).when(confirm()).then([confirmed]);
    });

    it('an unknown review cannot be confirmed', () => {
      given(reviewDecider).when(confirm()).thenFails('not-found', 'Review not found');
    });

    it('a deleted review cannot be confirmed', () => {
      given(reviewDecider, [submitted, deleted]).when(confirm()).thenFails('not-found', 'Review not found');
    });
  });

  describe('hiding and showing', () => {
    it('hide/show toggles: a visible review is hidden', () => {
      given(reviewDecider, [submitted]).when(toggle()).then([hidden]);
    });

    it('hide/show toggles: a hidden review is shown', () => {
      given(reviewDecider, [submitted, hidden]).when(toggle()).then([shown]);
    });

    it('hide/show toggles: hidden again after being shown', () => {
      given(reviewDecider, [submitted, hidden, shown]).when(toggle()).then([hidden]);
    });

    it('works on confirmed reviews too', () => {
      given(reviewDecider, [submitted, confirmed]).when(toggle()).then([hidden]);
    });

    it('only the reviewee may hide or show', () => {
      given(reviewDecider, [submitted]).when(toggle(OTHER)).thenFails('forbidden', 'Only the person who received this review can hide or show it');
      given(reviewDecider, [submitted]).when(toggle(REVIEWER)).thenFails('forbidden');
    });

    it('a deleted review cannot be toggled', () => {
      given(reviewDecider, [submitted, deleted]).when(toggle()).thenFails('not-found');
    });
  });

  describe('named in another review\'s signals (ADR 0034)', () => {
    const name = (...signals: FraudSignal[]): ReviewCommand => ({ type: 'NameInFraudSignals', byReviewId: 'review-2', signals });
    const original: FraudSignal = { rule: 'near-duplicate-text', weight: 'warning', evidence: { similarity: 0.97, reviewIds: ['review-2'], namedBy: 'review-2' } };
    const pair: FraudSignal = { rule: 'reciprocal-review', weight: 'flag', evidence: { reviewId: 'review-2', createdAt: '2026-11-21T09:30:00.000Z', reviewIds: ['review-2'], namedBy: 'review-2' } };
    const set: FraudSignal = { rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['review-2', 'review-3'], namedBy: 'review-2' } };
    const named = (...signals: FraudSignal[]): ReviewEvent => ({ type: 'ReviewNamedInFraudSignals', data: { reviewId: 'review-2', signals } });
    const why = { category: 'confirmed-genuine', note: 'Checked with the captain' } as const;

    it('the original of a near-duplicate carries the evidence as a warning and stays unflagged, whatever else it carries', () => {
      given(reviewDecider, [submitted]).when(name(original)).then([named(original)]);
      given(reviewDecider, [submitted, { type: 'ReviewFraudSignalsFound', data: { signals: [warning()] } }]).when(name(original)).then([named(original)]);
    });

    it('the other half of a reciprocal pair is flagged, with the reason written from the evidence', () => {
      given(reviewDecider, [submitted]).when(name(pair)).then([
        named(pair),
        { type: 'ReviewFlagged', data: { reason: 'Reciprocal review: the reviewee reviewed the reviewer on Nov 21, 2026, within 30 days', flaggedBy: null } },
      ]);
    });

    it('a review of a same-IP set is flagged with every flag that names it', () => {
      given(reviewDecider, [submitted]).when(name(original, set)).then([
        named(original, set),
        { type: 'ReviewFlagged', data: { reason: '3 reviews of the same person from one IP address within 24 hours', flaggedBy: null } },
      ]);
    });

    it('a review flagged already only gains the evidence: one flag, one decision', () => {
      given(reviewDecider, [submitted, { type: 'ReviewFlagged', data: { reason: 'x', flaggedBy: null } }]).when(name(set)).then([named(set)]);
    });

    it('a review an admin settled keeps their decision and gains the evidence', () => {
      const flagged: ReviewEvent = { type: 'ReviewFlagged', data: { reason: 'x', flaggedBy: null } };
      given(reviewDecider, [submitted, flagged, { type: 'ReviewFlagCleared', data: { clearedBy: ADMIN, notes: why.note, decision: why } }]).when(name(set)).then([named(set)]);
      given(reviewDecider, [submitted, { type: 'ReviewVerified', data: { verifiedBy: ADMIN, notes: why.note, decision: why } }]).when(name(pair)).then([named(pair)]);
      // An admin's own flag does not settle anything.
      given(reviewDecider, [submitted, { type: 'ReviewFlagged', data: { reason: 'Spam: x', flaggedBy: ADMIN } }]).when(name(pair)).then([named(pair)]);
    });

    it('a deleted review is left alone, and the submission naming it goes on', () => {
      given(reviewDecider, [submitted, deleted]).when(name(pair)).then([]);
      given(reviewDecider).when(name(pair)).then([]);
    });
  });

  describe('moderation', () => {
    const why = { category: 'spam', note: 'Same text on three profiles' } as const;
    const decide = (type: 'FlagReview' | 'VerifyReview' | 'ClearReviewFlag' | 'DeleteReview', actorId = ADMIN): ReviewCommand => ({ type, actorId, decision: why });
    const flagged: ReviewEvent = { type: 'ReviewFlagged', data: { reason: 'Same device', flaggedBy: null } };

    it('an admin flags a review with a reason, read on the card as its category and note', () => {
      given(reviewDecider, [submitted]).when(decide('FlagReview')).then([
        { type: 'ReviewFlagged', data: { reason: 'Spam: Same text on three profiles', flaggedBy: ADMIN, decision: why } },
      ]);
    });

    it('an admin verifies a review with a reason whose note becomes the admin notes', () => {
      given(reviewDecider, [submitted]).when(decide('VerifyReview')).then([
        { type: 'ReviewVerified', data: { verifiedBy: ADMIN, notes: why.note, decision: why } },
      ]);
    });

    it('an admin clears a flag with a reason, which is not the same fact as vouching for the review', () => {
      given(reviewDecider, [submitted, flagged]).when(decide('ClearReviewFlag')).then([
        { type: 'ReviewFlagCleared', data: { clearedBy: ADMIN, notes: why.note, decision: why } },
      ]);
    });

    it('a review that is not flagged has no flag to clear', () => {
      given(reviewDecider, [submitted]).when(decide('ClearReviewFlag')).thenFails('conflict');
    });

    it('an admin deletes a review with a reason, after which it no longer exists', () => {
      given(reviewDecider, [submitted]).when(decide('DeleteReview')).then([{ type: 'ReviewDeleted', data: { deletedBy: ADMIN, reason: why.note, decision: why } }]);
      given(reviewDecider, [submitted, deleted]).when(decide('DeleteReview')).thenFails('not-found');
    });

    it.each(['FlagReview', 'VerifyReview', 'ClearReviewFlag', 'DeleteReview'] as const)('nobody decides %s on a review they wrote or received', (type) => {
      given(reviewDecider, [submitted, flagged]).when(decide(type, REVIEWEE)).thenFails('forbidden');
      given(reviewDecider, [submitted, flagged]).when(decide(type, REVIEWER)).thenFails('forbidden');
    });
  });

  describe('state', () => {
    const stateAfter = (events: ReviewEvent[]) => events.reduce(reviewDecider.evolve, reviewDecider.initialState);

    it('is verified when the reviewer is verified and nothing flagged it', () => {
      expect(stateAfter([submitted]).isVerified).toBe(true);
      expect(stateAfter([{ type: 'ReviewSubmitted', data: { ...review, reviewerVerificationStatus: 'partial' } }]).isVerified).toBe(false);
    });

    it('a flag takes verification away and an admin verification gives it back', () => {
      const flagged: ReviewEvent = { type: 'ReviewFlagged', data: { reason: 'x', flaggedBy: null } };
      expect(stateAfter([submitted, flagged])).toMatchObject({ flagged: true, isVerified: false });
      expect(stateAfter([submitted, flagged, { type: 'ReviewVerified', data: { verifiedBy: ADMIN, notes: null } }])).toMatchObject({ flagged: false, isVerified: true });
    });

    it('a cleared flag leaves the review as verified as its reviewer makes it', () => {
      const flagged: ReviewEvent = { type: 'ReviewFlagged', data: { reason: 'x', flaggedBy: null } };
      const cleared: ReviewEvent = { type: 'ReviewFlagCleared', data: { clearedBy: ADMIN, notes: null } };
      expect(stateAfter([submitted, flagged, cleared])).toMatchObject({ flagged: false, isVerified: true });
      const partial: ReviewEvent = { type: 'ReviewSubmitted', data: { ...review, reviewerVerificationStatus: 'partial' } };
      expect(stateAfter([partial, flagged, cleared])).toMatchObject({ flagged: false, isVerified: false });
    });
  });

  describe('served together (ADR 0027)', () => {
    const together = { revieweeId: REVIEWEE, vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-01', to: '2024-08-20', revieweePeriodId: 'p-1', reviewerPeriodId: 'p-2' };

    it('records the overlap right after the review, before any fraud finding', () => {
      const signals = [flag()];
      given(reviewDecider)
        .when({ ...(submit({}, signals) as Extract<ReviewCommand, { type: 'SubmitReview' }>), servedTogether: together })
        .then([
          submitted,
          { type: 'ReviewServedTogether', data: together },
          { type: 'ReviewFraudSignalsFound', data: { signals } },
          { type: 'ReviewFlagged', data: { reason: DISPOSABLE, flaggedBy: null } },
        ]);
    });

    it('adds nothing without an overlap: the review is as it always was', () => {
      given(reviewDecider).when({ ...(submit() as Extract<ReviewCommand, { type: 'SubmitReview' }>), servedTogether: null }).then([submitted]);
    });

    it('is only ever about the reviewee, over real days', () => {
      const submitWith = (servedTogether: typeof together) => ({ ...(submit() as Extract<ReviewCommand, { type: 'SubmitReview' }>), servedTogether });
      given(reviewDecider).when(submitWith({ ...together, revieweeId: 'someone-else' })).thenFails('invalid');
      given(reviewDecider).when(submitWith({ ...together, from: '2024-09-01' })).thenFails('invalid');
    });
  });

  describe('confirming the reviewee\'s sea service (ADR 0027)', () => {
    const together = { revieweeId: REVIEWEE, vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-01', to: '2024-08-20', revieweePeriodId: 'p-1', reviewerPeriodId: 'p-2' };
    const submitWith = (fields: { servedTogether?: typeof together | null; confirmService?: boolean }) => ({ ...(submit() as Extract<ReviewCommand, { type: 'SubmitReview' }>), ...fields });

    it('vouches for the days served together, right after them', () => {
      given(reviewDecider)
        .when(submitWith({ servedTogether: together, confirmService: true }))
        .then([
          submitted,
          { type: 'ReviewServedTogether', data: together },
          { type: 'ReviewSeaServiceConfirmed', data: { revieweeId: REVIEWEE, reviewerId: review.reviewerId, revieweePeriodId: 'p-1', from: '2024-05-01', to: '2024-08-20' } },
        ]);
    });

    it('cannot confirm service the reviewer did not share', () => {
      given(reviewDecider).when(submitWith({ servedTogether: null, confirmService: true })).thenFails('invalid', /no sea service to confirm/);
    });
  });
});
