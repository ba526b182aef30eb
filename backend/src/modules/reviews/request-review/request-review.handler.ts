import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { ReviewErrors } from '../domain/review-errors.js';
import type { NamedService, ReviewRequested } from '../domain/review-events.js';
import { GetSeaServiceQuery } from '../../sea-service/contracts/sea-service.query.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import type { ReviewedVessel } from '../domain/repeat-reviews.js';
import { ReviewStreams, type StreamTransaction } from '../event-store/review-streams.js';
import { newSentRequestView } from '../read/review-request-view.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { invitationMail } from './invitation-mail.js';
import { type CreatedReviewRequest, RequestReviewCommand } from './request-review.command.js';

/**
 * Records the request and stages the invitation in the outbox in one transaction: once this
 * answers, the request is in PostgreSQL and the mail goes out whenever Redis is reachable.
 */
@CommandHandler(RequestReviewCommand)
export class RequestReviewHandler implements ICommandHandler<RequestReviewCommand> {
  constructor(
    private readonly streams: ReviewStreams,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute(command: RequestReviewCommand): Promise<CreatedReviewRequest> {
    const requester = await this.queries.execute(new GetUserQuery(command.requesterId));
    if (!requester) throw new UnauthorizedException('Unauthorized');
    const requestId = randomUUID();
    const requesterName = fullName(requester);
    const service = command.servicePeriodId ? await this.namedService(requester.id, command.servicePeriodId) : null;

    const view = await this.streams.transaction(async (tx) => {
      const reviewedBefore = await this.claimPendingSlot(tx, requester.id, command.reviewerEmail.trim().toLowerCase());
      const { events } = await tx.start(
        reviewRequestDecider,
        requestId,
        {
          type: 'RequestReview',
          requesterId: requester.id,
          requesterEmail: requester.email,
          requesterName,
          requesterPosition: requester.position,
          reviewerEmail: command.reviewerEmail,
          context: command.context.trim(),
          duration: command.duration?.trim() || null,
          message: command.message?.trim() || null,
          service,
          reviewedBefore,
        },
        { actorId: requester.id, ...command.origin },
      );
      const requested = events[0].data as ReviewRequested['data'];
      this.mail.queue(tx.em, invitationMail(this.config.APP_URL, { requestId, ...requested }));
      const named = events.find((e) => e.type === 'ReviewRequestServiceNamed')?.data as NamedService | undefined;
      return newSentRequestView(requestId, requested, named ?? null, events[0].recordedAt);
    });

    return {
      ...view,
      emailStatus: 'queued',
      deliveryNote: `The invitation email is on its way to ${view.reviewerEmail}. Its delivery shows under Sent Requests on the Reviews page.`,
    };
  }

  /**
   * One pending request per requester and address: a second invitation would only nag. The
   * decider sees one request stream, so the rule reads the requests table, in
   * review_request_claim (one round trip): its advisory lock makes a concurrent duplicate wait
   * and then see the first one's row, and it refuses with the constraint name mapped here.
   * The same call answers the reviews this address already wrote for the requester, with their
   * vessels, for the decider's once-per-vessel rule (DESIGN.md, "Repeat reviews"). A request
   * is pending until its review is written in the same transaction that answers it, so a
   * review being written at this moment is refused as pending, never missed.
   */
  private async claimPendingSlot(tx: StreamTransaction, requesterId: string, reviewerEmail: string): Promise<ReviewedVessel[]> {
    try {
      const [row] = await tx.em.execute<Array<{ reviewed: ReviewedVessel[] }>>('select review_request_claim(?, ?) as reviewed', [requesterId, reviewerEmail]);
      return row.reviewed;
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'review_requests_one_pending') throw ReviewErrors.pendingRequestExists();
      throw error;
    }
  }

  /** A snapshot of the requester's own period (sea service's contract); someone else's id is as unknown as a missing one. */
  private async namedService(requesterId: string, periodId: string): Promise<NamedService> {
    const { periods } = await this.queries.execute(new GetSeaServiceQuery(requesterId, { withConfirmations: false }));
    const period = periods.find((p) => p.id === periodId.toLowerCase());
    if (!period) throw ReviewErrors.serviceNotYours();
    return { requesterId, servicePeriodId: period.id, vesselName: period.vesselName, imoNumber: period.imoNumber, signOnDate: period.signOnDate, signOffDate: period.signOffDate };
  }
}
