import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminReviewDto, ReviewHistoryStepDto } from '../moderation.dto.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { CurrentOrigin, CurrentUserId, type RequestOrigin, Require } from '../../identity/contracts/auth.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, VerifyReviewCommand } from '../../reviews/contracts/moderate-review.commands.js';
import { ListReviewsForModerationQuery, type ModerationReview } from '../../reviews/contracts/moderation.queries.js';
import { FORMER_MEMBER } from '../actors.js';
import { getReviewHistory, type ReviewHistoryStep } from '../review-history/review-history.js';
import { type AuditAction, AuditLog } from '../audit-log/audit-log.js';
import { ModerationNoteDto } from './admin-reviews.dto.js';

const REVIEW_NOT_FOUND = 'Review not found';

export type AdminReview = ModerationReview & { revieweeName: string };

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
    const steps = await getReviewHistory(this.queries, reviewId);
    if (!steps) throw new NotFoundException(REVIEW_NOT_FOUND);
    return steps;
  }

  private async act(adminId: string, reviewId: string, action: AuditAction, note: string | null, origin: RequestOrigin, command: object) {
    // The review's own log records the decision with its actor; the audit entry follows it.
    await this.commands.execute(command);
    await this.em.transactional((em) => this.audit.append(em, { actorId: adminId, action, targetType: 'review', targetId: reviewId, details: { note }, origin }));
  }

  @Post('reviews/:reviewId/clear-flag')
  @HttpCode(204)
  @ApiOperation({ operationId: 'clearReviewFlag', summary: 'The flag was unfounded: clear it, with a note that becomes the admin notes (409 when not flagged)' })
  @ApiNoContentResponse()
  clearFlag(
    @CurrentUserId() adminId: string,
    @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string,
    @Body() dto: ModerationNoteDto,
    @CurrentOrigin() origin: RequestOrigin,
  ) {
    const note = dto.note ?? null;
    return this.act(adminId, reviewId, 'review.flag-cleared', note, origin, new ClearReviewFlagCommand(reviewId, adminId, note, origin));
  }

  @Post('reviews/:reviewId/verify')
  @HttpCode(204)
  @ApiOperation({ operationId: 'verifyReview', summary: 'Vouch for a review: it becomes verified and any flag is cleared; the note becomes the admin notes' })
  @ApiNoContentResponse()
  verify(
    @CurrentUserId() adminId: string,
    @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string,
    @Body() dto: ModerationNoteDto,
    @CurrentOrigin() origin: RequestOrigin,
  ) {
    const note = dto.note ?? null;
    return this.act(adminId, reviewId, 'review.verified', note, origin, new VerifyReviewCommand(reviewId, adminId, note, origin));
  }

  @Delete('reviews/:reviewId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteReviewAsAdmin', summary: 'Delete a review: gone from every list and count, its history kept' })
  @ApiNoContentResponse()
  remove(@CurrentUserId() adminId: string, @Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string, @CurrentOrigin() origin: RequestOrigin) {
    return this.act(adminId, reviewId, 'review.deleted', null, origin, new DeleteReviewCommand(reviewId, adminId, null, origin));
  }
}
