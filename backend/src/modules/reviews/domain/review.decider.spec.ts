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
const flag = (reason: string): FraudSignal => ({ rule: 'disposable-domain', weight: 'flag', reason, evidence: {} });
const warning = (reason: string): FraudSignal => ({ rule: 'same-ip-as-reviewee', weight: 'warning', reason, evidence: { ip: '203.0.113.7' } });
const confirm = (actorId = REVIEWEE): ReviewCommand => ({ type: 'ConfirmReview', actorId });
const toggle = (actorId = REVIEWEE): ReviewCommand => ({ type: 'ToggleVisibility', actorId });

describe('review decider', () => {
  describe('submitting', () => {
    it('records the review', () => {
      given(reviewDecider).when(submit()).then([submitted]);
    });

    it('flags it at once when a fraud rule found something, with the signals and the readable reasons', () => {
      const signals = [flag('disposable domain'), warning('same IP')];
      given(reviewDecider)
        .when(submit({}, signals))
        .then([
          submitted,
          { type: 'ReviewFraudSignalsFound', data: { signals } },
          { type: 'ReviewFlagged', data: { reason: 'disposable domain', flaggedBy: null } },
        ]);
    });

    it('records a lone warning with the review without flagging it', () => {
      given(reviewDecider).when(submit({}, [warning('same IP')])).then([submitted, { type: 'ReviewFraudSignalsFound', data: { signals: [warning('same IP')] } }]);
    });

    it('flags two warnings together: each adds weight to the other', () => {
      const signals = [warning('same IP'), { ...warning('new account'), rule: 'new-reviewer-account' as const }];
      given(reviewDecider)
        .when(submit({}, signals))
        .then([submitted, { type: 'ReviewFraudSignalsFound', data: { signals } }, { type: 'ReviewFlagged', data: { reason: 'same IP; new account', flaggedBy: null } }]);
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
      const signals = [flag('disposable domain')];
      given(reviewDecider)
        .when({ ...(submit({}, signals) as Extract<ReviewCommand, { type: 'SubmitReview' }>), servedTogether: together })
        .then([
          submitted,
          { type: 'ReviewServedTogether', data: together },
          { type: 'ReviewFraudSignalsFound', data: { signals } },
          { type: 'ReviewFlagged', data: { reason: 'disposable domain', flaggedBy: null } },
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
