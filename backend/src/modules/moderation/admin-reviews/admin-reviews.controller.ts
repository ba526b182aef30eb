import type { ModerationReason } from '@crew/contracts/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminReviewDto, ReviewHistoryStepDto } from '../moderation.dto.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { ActsOnReview, CurrentOrigin, CurrentUserId, type RequestOrigin, Require } from '../../identity/contracts/auth.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, VerifyReviewCommand } from '../../reviews/contracts/moderate-review.commands.js';
import { GetReviewHistoryQuery, ListReviewsForModerationQuery, type ModerationReview } from '../../reviews/contracts/moderation.queries.js';
import { type Actor, actorOf, FORMER_MEMBER } from '../actors.js';
import { type AuditAction, AuditLog } from '../audit-log/audit-log.js';
import { DecisionDto } from '../moderation-reason.dto.js';

const REVIEW_NOT_FOUND = 'Review not found';

export type AdminReview = ModerationReview & { revieweeName: string };

export interface ReviewHistoryStep {
  stream: 'review-request' | 'review';
  type: string;
  recordedAt: string;
  actor: Actor;
  ip: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

@ApiTags('admin')
@Controller('admin')
@Require('isAdmin')
export class AdminReviewsController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  private async withRevieweeNames(reviews: ModerationReview[]): Promise<AdminReview[]> {
    const names = await this.queries.execute(new GetUserNamesQuery(reviews.map((r) => r.revieweeId)));
    return reviews.map((review) => ({ ...review, revieweeName: names.get(review.revieweeId)?.name ?? FORMER_MEMBER }));
  }

  @Get('reviews')
  @ApiOperation({ operationId: 'listReviewsForAdmin', summary: 'Every review, newest first (All Reviews tab)' })
  @ApiOkResponse({ type: [AdminReviewDto] })
  async list(): Promise<AdminReview[]> {
    return this.withRevieweeNames(await this.queries.execute(new ListReviewsForModerationQuery({ limit: 500 })));
  }

  @Get('suspicious-reviews')
  @ApiOperation({ operationId: 'listSuspiciousReviews', summary: 'Flagged reviews with their reasons, newest first (Suspicious Reviews tab)' })
  @ApiOkResponse({ type: [AdminReviewDto] })
  async suspicious(): Promise<AdminReview[]> {
    return this.withRevieweeNames(await this.queries.execute(new ListReviewsForModerationQuery({ suspiciousOnly: true, limit: 500 })));
  }

  @Get('reviews/:reviewId/history')
  @ApiOperation({ operationId: 'getReviewHistory', summary: "A review's and its request's whole event history, oldest first: who did what, when and from where" })
  @ApiOkResponse({ type: [ReviewHistoryStepDto] })
  async history(@Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string): Promise<ReviewHistoryStep[]> {
    const entries = await this.queries.execute(new GetReviewHistoryQuery(reviewId));
    if (!entries) throw new NotFoundException(REVIEW_NOT_FOUND);
    const names = await this.queries.execute(new GetUserNamesQuery(entries.flatMap((e) => (e.actorId ? [e.actorId] : []))));
    return entries.map((entry) => {
      return {
        stream: entry.stream,
        type: entry.type,
        recordedAt: entry.recordedAt,
        actor: actorOf(entry.actorId, names),
        ip: entry.ip,
        userAgent: entry.userAgent,
        data: entry.data,
      };
    });
  }

  private async act(adminId: string, reviewId: string, action: AuditAction, reason: ModerationReason, origin: RequestOrigin, command: object) {
    // The review's own log records the decision with its actor and reason; the audit entry follows it.
    await this.commands.execute(command);
    await this.em.transactional((em) => this.audit.append(em, { actorId: adminId, action, targetType: 'review', targetId: reviewId, details: { reason }, origin }));
  }

  @Post('reviews/:reviewId/flag')
  @HttpCode(204)
  @ActsOnReview()
  @ApiOperation({ operationId: 'flagReview', summary: 'Flag a review for the Suspicious Reviews queue, with a reason; never one you wrote or received' })
  @ApiNoContentResponse()
  flag(@CurrentUserId() adminId: string, @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.act(adminId, reviewId, 'review.flagged', reason, origin, new FlagReviewCommand(reviewId, adminId, reason, origin));
  }

  @Post('reviews/:reviewId/clear-flag')
  @HttpCode(204)
  @ActsOnReview()
  @ApiOperation({ operationId: 'clearReviewFlag', summary: "The flag was unfounded: clear it, with a reason whose note becomes the admin notes (409 when not flagged); never on a review you wrote or received" })
  @ApiNoContentResponse()
  clearFlag(@CurrentUserId() adminId: string, @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.act(adminId, reviewId, 'review.flag-cleared', reason, origin, new ClearReviewFlagCommand(reviewId, adminId, reason, origin));
  }

  @Post('reviews/:reviewId/verify')
  @HttpCode(204)
  @ActsOnReview()
  @ApiOperation({ operationId: 'verifyReview', summary: 'Vouch for a review: it becomes verified and any flag is cleared; the reason\'s note becomes the admin notes; never on a review you wrote or received' })
  @ApiNoContentResponse()
  verify(@CurrentUserId() adminId: string, @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.act(adminId, reviewId, 'review.verified', reason, origin, new VerifyReviewCommand(reviewId, adminId, reason, origin));
  }

  @Delete('reviews/:reviewId')
  @HttpCode(204)
  @ActsOnReview()
  @ApiOperation({ operationId: 'deleteReviewAsAdmin', summary: 'Delete a review, with a reason: gone from every list and count, its history kept; never one you wrote or received' })
  @ApiNoContentResponse()
  remove(@CurrentUserId() adminId: string, @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.act(adminId, reviewId, 'review.deleted', reason, origin, new DeleteReviewCommand(reviewId, adminId, reason, origin));
  }
}
