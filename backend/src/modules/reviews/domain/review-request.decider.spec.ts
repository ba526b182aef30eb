import { fold } from './decider.js';
import { given } from './given-when-then.test-support.js';
import type { ReviewRequestEvent } from './review-events.js';
import { type ReviewRequestCommand, reviewRequestDecider } from './review-request.decider.js';
import type { ReviewedVessel } from './repeat-reviews.js';

const REQUESTER = 'requester-1';
const REVIEWER = 'reviewer-1';
const OTHER = 'someone-else';

const requestReview: Extract<ReviewRequestCommand, { type: 'RequestReview' }> = {
  type: 'RequestReview',
  requesterId: REQUESTER,
  requesterEmail: 'captain@example.com',
  requesterName: 'Alex Morgan',
  requesterPosition: 'Captain',
  reviewerEmail: 'Mate@Example.com',
  context: 'M/Y Aurora, 2024 season',
  duration: '6 months',
  message: 'Would you write a few words?',
};

const requested: ReviewRequestEvent = {
  type: 'ReviewRequested',
  data: {
    requesterId: REQUESTER,
    requesterName: 'Alex Morgan',
    requesterPosition: 'Captain',
    reviewerEmail: 'mate@example.com',
    context: 'M/Y Aurora, 2024 season',
    duration: '6 months',
    message: 'Would you write a few words?',
  },
};
const declined: ReviewRequestEvent = { type: 'ReviewRequestDeclined', data: { declinedBy: REVIEWER } };
const answered: ReviewRequestEvent = { type: 'ReviewRequestAnswered', data: { reviewId: 'review-1', reviewerId: REVIEWER } };
const sent: ReviewRequestEvent = { type: 'ReviewRequestEmailSent', data: { to: 'mate@example.com' } };
const failed: ReviewRequestEvent = { type: 'ReviewRequestEmailFailed', data: { to: 'mate@example.com', reason: '550 no such user' } };

const decline = (actorEmail = 'mate@example.com', actorId = REVIEWER): ReviewRequestCommand => ({ type: 'DeclineRequest', actorId, actorEmail });
const answer = (fields: Partial<Extract<ReviewRequestCommand, { type: 'AnswerRequest' }>> = {}): ReviewRequestCommand => ({
  type: 'AnswerRequest',
  actorId: REVIEWER,
  actorEmail: 'mate@example.com',
  reviewId: 'review-1',
  revieweeId: REQUESTER,
  ...fields,
});

describe('review request decider', () => {
  describe('requesting a review', () => {
    it('records the request with the reviewer email in lower case', () => {
      given(reviewRequestDecider).when(requestReview).then([requested]);
    });

    it('refuses a request to your own email, whatever its letter case', () => {
      given(reviewRequestDecider)
        .when({ ...requestReview, reviewerEmail: 'CAPTAIN@example.com' })
        .thenFails('invalid', 'You cannot request a review from yourself');
    });

    it('refuses to record the same request twice', () => {
      given(reviewRequestDecider, [requested]).when(requestReview).thenFails('conflict');
    });
  });

  describe('declining', () => {
    it('lets the addressee decline a pending request', () => {
      given(reviewRequestDecider, [requested]).when(decline()).then([declined]);
    });

    it('matches the addressee by email, case-insensitively', () => {
      given(reviewRequestDecider, [requested]).when(decline('MATE@EXAMPLE.COM')).then([declined]);
    });

    it('only the addressee may decline', () => {
      given(reviewRequestDecider, [requested])
        .when(decline('intruder@example.com', OTHER))
        .thenFails('forbidden', 'Only the colleague this request was sent to can decline it');
    });

    it('the requester cannot decline their own request', () => {
      given(reviewRequestDecider, [requested]).when(decline('captain@example.com', REQUESTER)).thenFails('forbidden');
    });

    it('a decline is permanent: a declined request cannot be declined again', () => {
      given(reviewRequestDecider, [requested, declined]).when(decline()).thenFails('conflict', 'This review request was already answered or declined');
    });

    it('an answered request cannot be declined', () => {
      given(reviewRequestDecider, [requested, answered]).when(decline()).thenFails('conflict', 'This review request was already answered or declined');
    });

    it('an unknown request cannot be declined', () => {
      given(reviewRequestDecider).when(decline()).thenFails('not-found', 'Review request not found');
    });
  });

  describe('answering', () => {
    it('lets the addressee answer a pending request', () => {
      given(reviewRequestDecider, [requested]).when(answer()).then([answered]);
    });

    it('a request is answered once', () => {
      given(reviewRequestDecider, [requested, answered]).when(answer({ reviewId: 'review-2' })).thenFails('conflict', 'This review request was already answered or declined');
    });

    it('a declined request cannot be answered', () => {
      given(reviewRequestDecider, [requested, declined]).when(answer()).thenFails('conflict', 'This review request was already answered or declined');
    });

    it('only the addressee may answer', () => {
      given(reviewRequestDecider, [requested]).when(answer({ actorId: OTHER, actorEmail: 'intruder@example.com' })).thenFails('forbidden', 'Only the colleague this request was sent to can answer it');
    });

    it('the review must be for the person who asked', () => {
      given(reviewRequestDecider, [requested]).when(answer({ revieweeId: OTHER })).thenFails('invalid', /requested the review/);
    });

    it('an unknown request cannot be answered', () => {
      given(reviewRequestDecider).when(answer()).thenFails('not-found');
    });
  });

  describe('invitation email delivery', () => {
    it('records a delivery', () => {
      given(reviewRequestDecider, [requested]).when({ type: 'RecordInvitationSent', to: 'mate@example.com' }).then([sent]);
    });

    it('records a delivery once, however often the queue reports it', () => {
      given(reviewRequestDecider, [requested, sent]).when({ type: 'RecordInvitationSent', to: 'mate@example.com' }).then([]);
    });

    it('records a failure', () => {
      given(reviewRequestDecider, [requested]).when({ type: 'RecordInvitationFailed', to: 'mate@example.com', reason: '550 no such user' }).then([failed]);
    });

    it('a late failure report does not undo a delivery', () => {
      given(reviewRequestDecider, [requested, sent]).when({ type: 'RecordInvitationFailed', to: 'mate@example.com', reason: 'late' }).then([]);
    });

    it('a delivery after a failure (a manual retry) counts', () => {
      given(reviewRequestDecider, [requested, failed]).when({ type: 'RecordInvitationSent', to: 'mate@example.com' }).then([sent]);
    });

    it('delivery is recorded even after the request was declined', () => {
      given(reviewRequestDecider, [requested, declined]).when({ type: 'RecordInvitationSent', to: 'mate@example.com' }).then([sent]);
    });

    it('delivery of an unknown request is refused', () => {
      given(reviewRequestDecider).when({ type: 'RecordInvitationSent', to: 'mate@example.com' }).thenFails('not-found');
    });
  });

  describe('cancelling when an account is deleted', () => {
    const cancel: ReviewRequestCommand = { type: 'CancelRequest', actorId: 'admin-1', reason: 'addressee account deleted' };
    const cancelled: ReviewRequestEvent = { type: 'ReviewRequestCancelled', data: { cancelledBy: 'admin-1', reason: 'addressee account deleted' } };

    it('closes a pending request with the reason', () => {
      given(reviewRequestDecider, [requested, sent]).when(cancel).then([cancelled]);
    });

    it('a cancelled request can be neither answered nor declined', () => {
      given(reviewRequestDecider, [requested, cancelled]).when(answer()).thenFails('conflict', 'This review request was already answered or declined');
      given(reviewRequestDecider, [requested, cancelled]).when(decline()).thenFails('conflict', 'This review request was already answered or declined');
    });

    it('leaves an answered or declined request as it was', () => {
      given(reviewRequestDecider, [requested, answered]).when(cancel).thenFails('conflict');
      given(reviewRequestDecider, [requested, declined]).when(cancel).thenFails('conflict');
    });
  });

  describe("following the addressee's new email address", () => {
    const move: ReviewRequestCommand = { type: 'ReaddressRequest', from: 'Mate@example.com', to: 'New.Mate@Example.com' };
    const moved: ReviewRequestEvent = { type: 'ReviewRequestReaddressed', data: { reviewerEmail: 'new.mate@example.com' } };

    it('moves a pending request to the new address, where its addressee then answers it', () => {
      given(reviewRequestDecider, [requested, sent]).when(move).then([moved]);
      given(reviewRequestDecider, [requested, moved]).when(answer({ actorEmail: 'new.mate@example.com' })).then([answered]);
      given(reviewRequestDecider, [requested, moved]).when(answer()).thenFails('forbidden');
    });

    it('passes over a request that is closed, already moved or addressed to someone else', () => {
      given(reviewRequestDecider, [requested, answered]).when(move).then([]);
      given(reviewRequestDecider, [requested, declined]).when(move).then([]);
      given(reviewRequestDecider, [requested, moved]).when(move).then([]);
      given(reviewRequestDecider, [requested]).when({ type: 'ReaddressRequest', from: 'other@example.com', to: 'new.mate@example.com' }).then([]);
    });

    it('an undo moves it back', () => {
      given(reviewRequestDecider, [requested, moved])
        .when({ type: 'ReaddressRequest', from: 'new.mate@example.com', to: 'mate@example.com' })
        .then([{ type: 'ReviewRequestReaddressed', data: { reviewerEmail: 'mate@example.com' } }]);
    });
  });

  describe('naming a period of sea service (ADR 0027)', () => {
    const service = { requesterId: REQUESTER, servicePeriodId: 'period-1', vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20' };

    it('records the named period right after the request, and keeps it in the state for the answer', () => {
      given(reviewRequestDecider).when({ ...requestReview, service }).then([requested, { type: 'ReviewRequestServiceNamed', data: service }]);
      expect(fold(reviewRequestDecider, [requested, { type: 'ReviewRequestServiceNamed', data: service }]).service).toEqual(service);
    });

    it('leaves a request without one unchanged', () => {
      given(reviewRequestDecider).when({ ...requestReview, service: null }).then([requested]);
      expect(fold(reviewRequestDecider, [requested]).service).toBeNull();
    });

    it("refuses someone else's period", () => {
      given(reviewRequestDecider).when({ ...requestReview, service: { ...service, requesterId: OTHER } }).thenFails('invalid', 'servicePeriodId must be one of your own periods of sea service');
    });
  });

  describe('one review per colleague and vessel (DESIGN.md, "Repeat reviews")', () => {
    const service = { requesterId: REQUESTER, servicePeriodId: 'period-1', vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20' };
    /** A review the requester already has from this address. */
    const reviewed = (fields: Partial<ReviewedVessel> = {}): ReviewedVessel => ({
      reviewerName: 'Sam Lee',
      imoNumber: null,
      vesselName: null,
      reviewerVessel: 'S/Y Other Ship',
      context: 'Atlantic crossing 2023',
      ...fields,
    });
    const refusal = (vessel: string) => `Sam Lee already reviewed you for ${vessel}. A colleague reviews you once per vessel.`;

    it('refuses a request naming a period on the IMO number the address already reviewed you for', () => {
      given(reviewRequestDecider)
        .when({ ...requestReview, service, reviewedBefore: [reviewed({ imoNumber: '9074729', vesselName: 'M/Y Aurora' })] })
        .thenFails('conflict', refusal('M/Y Aurora'));
    });

    it('goes by the IMO number when both requests name one: a renamed ship is the same ship, a namesake is not', () => {
      given(reviewRequestDecider)
        .when({ ...requestReview, service, reviewedBefore: [reviewed({ imoNumber: 'IMO 9074729', vesselName: 'M/Y Dawn (ex Aurora)' })] })
        .thenFails('conflict', refusal('M/Y Dawn (ex Aurora)'));
      given(reviewRequestDecider)
        .when({ ...requestReview, service, reviewedBefore: [reviewed({ imoNumber: '9176187', vesselName: 'M/Y Aurora', reviewerVessel: 'M/Y Aurora' })] })
        .then([requested, { type: 'ReviewRequestServiceNamed', data: service }]);
    });

    it('without an IMO number on one side, compares vessel names ignoring case and spaces', () => {
      // The earlier review: no period named, the reviewer wrote the vessel in the review.
      given(reviewRequestDecider)
        .when({ ...requestReview, service, reviewedBefore: [reviewed({ reviewerVessel: '  m/y   AURORA ' })] })
        .thenFails('conflict', refusal('m/y   AURORA'));
      // The new request names no period: its context is the vessel's name.
      given(reviewRequestDecider)
        .when({ ...requestReview, context: 'M/Y AURORA', reviewedBefore: [reviewed({ imoNumber: '9074729', vesselName: 'M/Y Aurora' })] })
        .thenFails('conflict', refusal('M/Y Aurora'));
    });

    it('refuses the same context again when neither request names a period', () => {
      given(reviewRequestDecider)
        .when({ ...requestReview, reviewedBefore: [reviewed({ context: 'M/Y Aurora, 2024 season' })] })
        .thenFails('conflict', refusal('M/Y Aurora, 2024 season'));
    });

    it('lets the colleague review you again for another vessel', () => {
      given(reviewRequestDecider)
        .when({ ...requestReview, context: 'S/Y Boreas, 2025 season', reviewedBefore: [reviewed({ reviewerVessel: 'M/Y Aurora', context: 'M/Y Aurora, 2024 season' })] })
        .then([{ ...requested, data: { ...requested.data, context: 'S/Y Boreas, 2025 season' } } as ReviewRequestEvent]);
    });

    it('never guesses a vessel from a word inside a longer context', () => {
      // 'Aurora' is in the context, but the context is not the vessel's name: asked, not refused.
      given(reviewRequestDecider)
        .when({ ...requestReview, reviewedBefore: [reviewed({ reviewerVessel: 'M/Y Aurora' })] })
        .then([requested]);
    });

    it('the refusal is checked before anything is recorded, and the list stays out of the event', () => {
      given(reviewRequestDecider).when({ ...requestReview, reviewedBefore: [] }).then([requested]);
    });
  });
});
