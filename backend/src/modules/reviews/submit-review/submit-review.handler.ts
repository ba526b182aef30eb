import { UnauthorizedException } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { GetSharedSightingsQuery, RecordDeviceCommand, type SharedSightings } from '../../identity/contracts/sightings.js';
import type { UserView } from '../../identity/contracts/user-view.js';
import { BURST_BASELINE_DAYS, type FraudFacts, fraudSignals, RECIPROCAL_DAYS } from '../domain/fraud-rules.js';
import type { ReviewSubmittedData } from '../domain/review-events.js';
import type { ReviewRequestState } from '../domain/review-request.decider.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { reviewerVerificationStatus } from '../domain/review-values.js';
import { reviewDecider } from '../domain/review.decider.js';
import type { StreamTransaction } from '../event-store/review-streams.js';
import { ReviewStreams } from '../event-store/review-streams.js';
import { fullName } from '../read/names.js';
import { iso } from '../read/sql.js';
import { SubmitReviewCommand, type SubmittedReview } from './submit-review.command.js';

/** Other reviews of the same person compared for near-identical text (newest first). */
const COMPARED_REVIEWS = 1000;

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
    const reviewer = await this.queries.execute(new GetUserQuery(command.reviewerId));
    if (!reviewer) throw new UnauthorizedException('Unauthorized');
    const input = command.review;
    const metadata = { actorId: reviewer.id, ...command.origin };
    const revieweeId = input.revieweeId.toLowerCase();
    // Devices and sign-in addresses are identity's; asked before the transaction. A wrong
    // revieweeId only finds nothing: the request decider refuses it below.
    if (command.deviceId) await this.commands.execute(new RecordDeviceCommand(reviewer.id, command.deviceId));
    const sightings = await this.queries.execute(
      new GetSharedSightingsQuery({ userId: reviewer.id, otherUserId: revieweeId, deviceId: command.deviceId, ip: command.origin.ip }),
    );

    return this.streams.transaction(async (tx) => {
      const reviewId = randomUUID();
      const requestId = input.reviewRequestId.toLowerCase();
      const request = await tx.load(reviewRequestDecider, requestId);
      await tx.decide(
        reviewRequestDecider,
        requestId,
        request,
        { type: 'AnswerRequest', actorId: reviewer.id, actorEmail: reviewer.email, reviewId, revieweeId },
        metadata,
      );

      await tx.lockReviewee(request.state.requesterId);
      const data = this.reviewData(command, reviewer, request.state, requestId);
      const signals = fraudSignals(await this.fraudFacts(tx, data, reviewer, sightings));
      await tx.execute(reviewDecider, reviewId, { type: 'SubmitReview', review: data, fraudSignals: signals }, metadata);

      const [row] = await tx.em.execute<Array<{ createdAt: string; status: SubmittedReview['status'] }>>(
        `select ${iso('created_at')} as "createdAt", status from reviews where id = ?`,
        [reviewId],
      );
      return {
        id: reviewId,
        reviewRequestId: requestId,
        revieweeId: data.revieweeId,
        status: row.status,
        reviewerName: data.reviewerName,
        rating: data.rating,
        text: data.text,
        context: data.context,
        duration: data.duration,
        createdAt: row.createdAt,
      };
    });
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

  /** Read after the reviewee lock, so concurrent submissions for one person count each other. */
  private async fraudFacts(tx: StreamTransaction, data: ReviewSubmittedData, reviewer: UserView, sightings: SharedSightings): Promise<FraudFacts> {
    const others = await tx.em.execute<Array<{ text: string }>>(
      'select text from reviews where reviewee_id = ? order by created_at desc limit ?',
      [data.revieweeId, COMPARED_REVIEWS],
    );
    const [{ count }] = await tx.em.execute<Array<{ count: string }>>(
      `select count(*) as count from reviews where reviewee_id = ? and ip_address = ? and created_at > now() - interval '24 hours'`,
      [data.revieweeId, data.ipAddress.slice(0, 64)],
    );
    const [reciprocal] = await tx.em.execute<Array<{ reviewId: string; createdAt: string }>>(
      `select id as "reviewId", ${iso('created_at')} as "createdAt" from reviews
       where reviewer_id = ? and reviewee_id = ? and created_at > now() - make_interval(days => ?) order by created_at desc limit 1`,
      [data.revieweeId, data.reviewerId, RECIPROCAL_DAYS],
    );
    const [received] = await tx.em.execute<Array<{ last24Hours: string; previous: string }>>(
      `select count(*) filter (where created_at > now() - interval '24 hours') as "last24Hours",
              count(*) filter (where created_at <= now() - interval '24 hours') as "previous"
       from reviews where reviewee_id = ? and created_at > now() - interval '24 hours' - make_interval(days => ?)`,
      [data.revieweeId, BURST_BASELINE_DAYS],
    );
    const [request] = await tx.em.execute<Array<{ requestedAt: string }>>(`select ${iso('created_at')} as "requestedAt" from review_requests where id = ?`, [data.requestId]);
    return {
      reviewerEmail: reviewer.email,
      ipAddress: data.ipAddress,
      text: data.text,
      otherTexts: others.map((o) => o.text),
      recentFromSameIp: Number(count),
      sharedDevice: sightings.device,
      revieweeSignInIp: sightings.ip,
      reciprocal: reciprocal ?? null,
      receivedLast24Hours: Number(received.last24Hours),
      receivedPrevious90Days: Number(received.previous),
      reviewerCreatedAt: reviewer.createdAt,
      requestedAt: request.requestedAt,
    };
  }
}
