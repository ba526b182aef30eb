import { UnauthorizedException } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { GetSharedSightingsQuery, RecordDeviceCommand, type SharedSightings } from '../../identity/contracts/sightings.js';
import type { UserView } from '../../identity/contracts/user-view.js';
import {
  BURST_BASELINE_DAYS, BURST_COUNT_CAP, type FraudFacts, NEAR_DUPLICATE_CANDIDATES, NEAR_DUPLICATE_PER_BAND, type FraudSignal, fraudSignals, nearDuplicateCandidates, type OtherReviewText, RECIPROCAL_DAYS, signalsOnOthers, usualRate,
} from '../domain/fraud-rules.js';
import type { ReviewSubmittedData, ServedTogetherData } from '../domain/review-events.js';
import { GetSeaServiceQuery } from '../../sea-service/contracts/sea-service.query.js';
import { servedTogetherOn } from '../../sea-service/contracts/served-together.js';
import type { ReviewRequestState } from '../domain/review-request.decider.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { reviewerVerificationStatus } from '../domain/review-values.js';
import { reviewDecider } from '../domain/review.decider.js';
import { type EventMetadata, SYSTEM_METADATA } from '../event-store/event-store.js';
import { decision, ReviewStreams, type StreamDecision, type StreamTransaction } from '../event-store/review-streams.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { intArray, iso, isoMillis } from '../read/sql.js';
import { SubmitReviewCommand, type SubmittedReview } from './submit-review.command.js';

/**
 * The body of review_fraud_facts(reviewee uuid, bands int[], min_length int, max_length int,
 * candidates int, per_band int, address text, with_device boolean, reviewer uuid,
 * reciprocal_days int, baseline_days int, burst_cap int, request uuid) returns json: what the
 * fraud rules read of the database for a submission (FraudFacts). `bands` null: the text is too
 * short for the near-duplicate rule. A PL/pgSQL function so that a connection plans its
 * statements once: sent as a statement, each submission planned it for 0.28 ms (ADR 0060).
 * Migrations freeze it; test/platform/planned-once-functions.int-spec.ts compares the two.
 */
export const FRAUD_FACTS_FUNCTION_BODY = `
declare
  other_texts json := '[]';
  shared_device_reviews json := '[]';
begin
  if bands is not null then
    select coalesce(json_agg(json_build_object('id', t.id, 'text', t.text) order by t.id), '[]') into other_texts
      from review_near_duplicate_candidates(reviewee, bands, min_length, max_length, candidates, per_band) t;
  end if;
  if with_device then
    select coalesce(json_agg(r.id order by r.created_at, r.id), '[]') into shared_device_reviews
      from reviews r where r.reviewee_id = reviewee and r.fraud_signals @> '[{"rule": "same-device"}]';
  end if;
  return json_build_object(
    'otherTexts', other_texts,
    'recentFromSameIp', (select coalesce(json_agg(r.id order by r.created_at, r.id), '[]') from reviews r
                         where r.reviewee_id = reviewee and r.ip_address = address and r.created_at > now() - interval '24 hours'),
    'sharedDeviceReviews', shared_device_reviews,
    'reciprocal', (select json_build_object('reviewId', r.id, 'createdAt', ${iso('r.created_at')}) from reviews r
                   where r.reviewer_id = reviewee and r.reviewee_id = reviewer and r.created_at > now() - make_interval(days => reciprocal_days)
                   order by r.created_at desc limit 1),
    'burst', review_burst_counts(reviewee, baseline_days, burst_cap),
    'requestedAt', (select ${iso('q.created_at')} from review_requests q where q.id = request));
end;
`;

/**
 * Answers a request with a review: ReviewRequestAnswered on the request stream and
 * ReviewSubmitted (+ ReviewFlagged) on a new review stream, in one transaction. Two
 * concurrent answers race for the request stream's next version, so only one succeeds.
 */
@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(
    private readonly streams: ReviewStreams,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute(command: SubmitReviewCommand): Promise<SubmittedReview> {
    const revieweeId = command.review.revieweeId.toLowerCase();
    // Identity's answers, asked side by side (each is a round trip of its own). Devices and
    // sign-in addresses are read before the transaction; a wrong revieweeId only finds
    // nothing: the request decider refuses it below.
    const [found, sighted] = await Promise.allSettled([
      this.queries.execute(new GetUserQuery(command.reviewerId)),
      this.sightings(command, revieweeId),
    ]);
    if (found.status === 'rejected') throw found.reason;
    const reviewer = found.value;
    // Checked before the sightings: a user deleted since signing in cannot record a device either.
    if (!reviewer) throw new UnauthorizedException('Unauthorized');
    if (sighted.status === 'rejected') throw sighted.reason;
    const sightings = sighted.value;
    const input = command.review;
    const metadata = { actorId: reviewer.id, ...command.origin };

    return this.streams.transaction(async (tx) => {
      const reviewId = randomUUID();
      const requestId = input.reviewRequestId.toLowerCase();
      // The reviewee's lock, so that concurrent submissions for one person count each other in
      // the fraud facts read below, taken with the request's read (one round trip). The lock is on
      // the person the reviewer names; the request decider refuses any other.
      const request = await tx.loadLockingReviewee(reviewRequestDecider, requestId, revieweeId);
      const answer = decision(
        reviewRequestDecider,
        requestId,
        request,
        { type: 'AnswerRequest', actorId: reviewer.id, actorEmail: reviewer.email, reviewId, revieweeId },
        metadata,
      );
      // Refused before anything else is read; written below with the review, in one insert.
      answer.decide();

      const data = this.reviewData(command, reviewer, request.state, requestId);
      const servedTogether = await this.servedTogether(request.state, reviewer.id);
      await tx.lockReviewee(request.state.requesterId);
      const signals = fraudSignals(await this.fraudFacts(tx, data, reviewer, sightings));
      const submit = { type: 'SubmitReview' as const, review: data, fraudSignals: signals, servedTogether, confirmService: input.confirmService === true };
      const marks = signalsOnOthers(reviewId, new Date().toISOString(), signals);
      const [, events] = await tx.decideStreams([
        answer,
        decision(reviewDecider, reviewId, { state: reviewDecider.initialState, version: 0 }, submit, metadata),
        ...(await this.markOthers(tx, reviewId, marks, command.origin.requestId)),
      ]);
      return {
        id: reviewId,
        reviewRequestId: requestId,
        revieweeId: data.revieweeId,
        // Every review starts pending (reviewDecider), flagged or not; its row was just written so.
        status: 'pending',
        reviewerName: data.reviewerName,
        rating: data.rating,
        text: data.text,
        context: data.context,
        duration: data.duration,
        // The row's created_at is the event's recorded time (ReviewProjector).
        createdAt: isoMillis(events[0].recordedAt),
      };
    });
  }

  /**
   * The marks on the other reviews the signals name (ADR 0034), as decisions written with the
   * review: their streams read in one statement (none when nobody is named), their signals
   * projected in one update (plus one per review the marks flag). The marks are the fraud
   * rules' doing, not the reviewer's: recorded without an actor or an address.
   */
  private async markOthers(tx: StreamTransaction, reviewId: string, marks: Map<string, FraudSignal[]>, requestId: string | null): Promise<StreamDecision[]> {
    if (marks.size === 0) return [];
    const others = await tx.loadAll(reviewDecider, [...marks.keys()]);
    const system: EventMetadata = { ...SYSTEM_METADATA, requestId };
    return [...marks].map(([streamId, named]) =>
      decision(reviewDecider, streamId, others.get(streamId)!, { type: 'NameInFraudSignals' as const, byReviewId: reviewId, signals: named }, system),
    );
  }

  /** The device is recorded first, so a device used for the first time is already shared. */
  private async sightings(command: SubmitReviewCommand, revieweeId: string): Promise<SharedSightings> {
    const { reviewerId, deviceId } = command;
    if (deviceId) await this.commands.execute(new RecordDeviceCommand(reviewerId, deviceId));
    return this.queries.execute(new GetSharedSightingsQuery({ userId: reviewerId, otherUserId: revieweeId, deviceId, ip: command.origin.ip }));
  }

  /**
   * Served together (ADR 0027): only when the request named a period of the requester's sea
   * service, and the reviewer's own record has service on that IMO number sharing days with it.
   * The reviewer's record is asked only then, so other submissions cost nothing more.
   */
  private async servedTogether(request: ReviewRequestState, reviewerId: string): Promise<ServedTogetherData | null> {
    const named = request.service;
    if (!named) return null;
    const { periods } = await this.queries.execute(new GetSeaServiceQuery(reviewerId, { withConfirmations: false }));
    const found = servedTogetherOn({ imoNumber: named.imoNumber, from: named.signOnDate, to: named.signOffDate }, periods);
    if (!found) return null;
    return {
      revieweeId: request.requesterId,
      vesselName: named.vesselName,
      imoNumber: named.imoNumber,
      from: found.overlap.from,
      to: found.overlap.to,
      revieweePeriodId: named.servicePeriodId,
      reviewerPeriodId: found.period.id,
    };
  }

  private reviewData(command: SubmitReviewCommand, reviewer: UserView, request: ReviewRequestState, requestId: string): ReviewSubmittedData {
    const input = command.review;
    const trimmed = (value: string | null | undefined) => value?.trim() || null;
    return {
      requestId,
      revieweeId: request.requesterId,
      reviewerId: reviewer.id,
      reviewerEmail: reviewer.email,
      requestedEmail: request.reviewerEmail,
      reviewerName: fullName(reviewer),
      reviewerProfileImage: reviewer.profileImageUrl,
      reviewerWorkPosition: reviewer.position,
      rating: input.rating,
      text: input.text.trim(),
      context: trimmed(input.context) ?? request.context,
      duration: trimmed(input.duration) ?? request.duration,
      skills: (input.skills ?? []).map((s) => s.trim()).filter(Boolean),
      technicalSkills: input.technicalSkills ?? null,
      workEthic: input.workEthic ?? null,
      communication: input.communication ?? null,
      professionalism: input.professionalism ?? null,
      recommendation: input.recommendation ?? null,
      reviewerPosition: input.reviewerPosition.trim(),
      reviewerVessel: input.reviewerVessel.trim(),
      reviewerCompany: trimmed(input.reviewerCompany),
      verificationMethod: input.verificationMethod ?? 'email',
      reviewerVerificationStatus: reviewerVerificationStatus(reviewer.isVerified, reviewer.email, request.reviewerEmail),
      ipAddress: command.origin.ip,
      userAgent: command.origin.userAgent,
    };
  }

  /**
   * Read after the reviewee lock, so concurrent submissions for one person count each other.
   * One call (review_fraud_facts, FRAUD_FACTS_FUNCTION_BODY); the near-duplicate rule gets only
   * the texts sharing a MinHash band with this one (review_near_duplicate_candidates, ADR 0031),
   * at most NEAR_DUPLICATE_CANDIDATES of them, those sharing the most bands (ADR 0052) among the
   * newest NEAR_DUPLICATE_PER_BAND of each band (ADR 0059), none when the text is too short for
   * the rule. The same-IP and same-device rules get the ids of the reviews in their set, so the
   * signals can name them (ADR 0034); the same-device set is read only when identity found a
   * shared device. The burst rule's counts stop at BURST_COUNT_CAP (review_burst_counts, ADR
   * 0057): each reads at most that many index entries, however many reviews the person has.
   */
  private async fraudFacts(tx: StreamTransaction, data: ReviewSubmittedData, reviewer: UserView, sightings: SharedSightings): Promise<FraudFacts> {
    const candidates = nearDuplicateCandidates(data.revieweeId, data.text);
    const [{ facts }] = await tx.em.execute<Array<{ facts: {
      otherTexts: OtherReviewText[];
      recentFromSameIp: string[];
      sharedDeviceReviews: string[];
      reciprocal: { reviewId: string; createdAt: string } | null;
      burst: { last24Hours: number; previous: { reviews: number; spanDays: number } };
      requestedAt: string;
    } }>>(
      'select review_fraud_facts(?, ?::int[], ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) as facts',
      [
        data.revieweeId,
        candidates ? intArray(candidates.bands) : null, candidates?.minLength ?? null, candidates?.maxLength ?? null, NEAR_DUPLICATE_CANDIDATES, NEAR_DUPLICATE_PER_BAND,
        data.ipAddress.slice(0, 64), sightings.device !== null,
        data.reviewerId, RECIPROCAL_DAYS, BURST_BASELINE_DAYS, BURST_COUNT_CAP,
        data.requestId,
      ],
    );
    return {
      reviewerEmail: reviewer.email,
      ipAddress: data.ipAddress,
      text: data.text,
      otherTexts: facts.otherTexts,
      recentFromSameIp: facts.recentFromSameIp,
      sharedDevice: sightings.device,
      sharedDeviceReviews: facts.sharedDeviceReviews,
      revieweeSignInIp: sightings.ip,
      reciprocal: facts.reciprocal,
      receivedLast24Hours: facts.burst.last24Hours,
      usualRate: usualRate(facts.burst.previous.reviews, facts.burst.previous.spanDays),
      reviewerCreatedAt: reviewer.createdAt,
      requestedAt: facts.requestedAt,
    };
  }
}
