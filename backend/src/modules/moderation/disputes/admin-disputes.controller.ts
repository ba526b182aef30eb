import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { ActsOnReview, CurrentOrigin, CurrentUserId, type RequestOrigin, Require } from '../../identity/contracts/auth.js';
import { ClearReviewFlagCommand, RestoreReviewCommand, ReviewRefusal } from '../../reviews/contracts/moderate-review.commands.js';
import { GetReviewUnderDisputeQuery } from '../../reviews/contracts/moderation.queries.js';
import { actorOf, FORMER_MEMBER } from '../actors.js';
import { AuditLog } from '../audit-log/audit-log.js';
import { Dispute } from './dispute.entity.js';
import { AdminDisputeDto, DecideDisputeDto, ListDisputesQueryDto } from './disputes.dto.js';
import { ModerationOutcomes } from './outcome-mails.js';

const DISPUTE_NOT_FOUND = 'Dispute not found';
export const NOT_THE_FIRST_DECIDER = 'A dispute is decided by another admin than the one who decided first';

/** The Disputes list and its decisions (DESIGN.md, "Disputes"). */
@ApiTags('admin')
@Controller('admin')
@Require('isAdmin')
export class AdminDisputesController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly audit: AuditLog,
    private readonly outcomes: ModerationOutcomes,
  ) {}

  @Get('disputes')
  @ApiOperation({ operationId: 'listDisputes', summary: 'Open disputes, oldest first, or decided ones, newest first (at most 200)' })
  @ApiOkResponse({ type: [AdminDisputeDto] })
  async list(@Query() query: ListDisputesQueryDto): Promise<AdminDisputeDto[]> {
    const open = (query.status ?? 'open') === 'open';
    const disputes = await this.em.fork().find(Dispute, open ? { status: 'open' } : { status: { $ne: 'open' } }, {
      orderBy: open ? { createdAt: 'asc', id: 'asc' } : { resolvedAt: 'desc', id: 'desc' },
      limit: 200,
    });
    const reviews = new Map(
      await Promise.all([...new Set(disputes.map((d) => d.reviewId))].map(async (id) => [id, await this.queries.execute(new GetReviewUnderDisputeQuery(id))] as const)),
    );
    const people = disputes.flatMap((d) => {
      const review = reviews.get(d.reviewId);
      return [d.disputedBy, d.decidedBy, ...(d.resolvedBy ? [d.resolvedBy] : []), ...(review ? [review.revieweeId, review.reviewerId] : [])];
    });
    const names = await this.queries.execute(new GetUserNamesQuery(people));
    const nameOf = (id: string | undefined) => (id && names.get(id)?.name) || FORMER_MEMBER;
    return disputes.map((d) => {
      const review = reviews.get(d.reviewId);
      return {
        id: d.id,
        reviewId: d.reviewId,
        reviewText: review?.text ?? '',
        rating: review?.rating ?? 0,
        revieweeName: nameOf(review?.revieweeId),
        reviewerName: nameOf(review?.reviewerId),
        decision: d.decisionKind,
        decidedBy: actorOf(d.decidedBy, names),
        disputedBy: actorOf(d.disputedBy, names),
        side: d.side,
        text: d.text,
        createdAt: d.createdAt.toISOString(),
        status: d.status,
        resolution: d.resolvedAt && d.resolution ? { actor: actorOf(d.resolvedBy, names), at: d.resolvedAt.toISOString(), ...d.resolution } : null,
      };
    });
  }

  @Post('reviews/:reviewId/disputes/:disputeId/decide')
  @HttpCode(204)
  @ActsOnReview()
  @ApiOperation({
    operationId: 'decideDispute',
    summary: "Decide a dispute with a reason, never as the admin who decided first: 'upheld' keeps the decision, 'overturned' clears the flag or restores the review; both people are emailed",
  })
  async decide(
    @CurrentUserId() adminId: string,
    @Param('reviewId', new UuidParam(DISPUTE_NOT_FOUND)) reviewId: string,
    @Param('disputeId', new UuidParam(DISPUTE_NOT_FOUND)) disputeId: string,
    @Body() dto: DecideDisputeDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      const dispute = await em.findOne(Dispute, { id: disputeId, reviewId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!dispute) throw new NotFoundException(DISPUTE_NOT_FOUND);
      if (dispute.status !== 'open') throw new ConflictException('This dispute was already decided');
      if (dispute.decidedBy === adminId) throw new ForbiddenException(NOT_THE_FIRST_DECIDER);
      if (dto.outcome === 'overturned') {
        // The review's own log records the reversal; its transaction commits before this one.
        const reverse = dispute.decisionKind === 'removed' ? RestoreReviewCommand : ClearReviewFlagCommand;
        await this.commands.execute(new reverse(reviewId, adminId, dto.reason, origin)).catch((error: unknown) => {
          // Already reversed (a retry after a failure here, or another admin cleared the flag): the outcome stands.
          if (!(error instanceof ReviewRefusal && error.status === 409)) throw error;
        });
      }
      Object.assign(dispute, { status: dto.outcome, resolvedBy: adminId, resolvedAt: new Date(), resolution: dto.reason });
      await em.flush();
      await this.audit.append(em, {
        actorId: adminId,
        action: 'dispute.decided',
        targetType: 'review',
        targetId: reviewId,
        details: { outcome: dto.outcome, disputed: dispute.decisionKind, reason: dto.reason },
        origin,
      });
      await this.outcomes.tellDisputeDecided(em, reviewId, dispute.disputedBy, dto.outcome, dto.reason);
    });
  }
}
