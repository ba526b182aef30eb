import type { ModerationReason } from '@crew/contracts/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminReviewDto, BulkOutcomeDto, ReviewHistoryStepDto } from '../moderation.dto.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { GetUserNamesQuery, ListUsersForAdminQuery } from '../../identity/contracts/admin.js';
import { ActsOnReview, ActsOnReviews, CurrentOrigin, CurrentUserId, type RequestOrigin, Require } from '../../identity/contracts/auth.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, ReviewRefusal, VerifyReviewCommand } from '../../reviews/contracts/moderate-review.commands.js';
import { ListReviewsForModerationQuery, type ModerationResolution, type ModerationReview } from '../../reviews/contracts/moderation.queries.js';
import { type Actor, actorOf, FORMER_MEMBER } from '../actors.js';
import { getReviewHistory, type ReviewHistoryStep } from '../review-history/review-history.js';
import { type AuditAction, AuditLog } from '../audit-log/audit-log.js';
import { DecisionDto } from '../moderation-reason.dto.js';
import { type DisputableKind, ModerationOutcomes } from '../disputes/outcome-mails.js';
import { type BulkReviewAction, BulkReviewDecisionDto, ListReviewsQueryDto } from './admin-reviews.dto.js';

/** The decisions people are told of and may dispute (DESIGN.md, "Disputes"). */
const TOLD: Partial<Record<AuditAction, DisputableKind>> = { 'review.deleted': 'removed', 'review.flagged': 'flag-upheld' };

/** What each bulk action sends for one review, and how the audit log names it. */
const BULK: Record<BulkReviewAction, (reviewId: string, adminId: string, reason: ModerationReason, origin: RequestOrigin) => [AuditAction, object]> = {
  'clear-flag': (...args) => ['review.flag-cleared', new ClearReviewFlagCommand(...args)],
  verify: (...args) => ['review.verified', new VerifyReviewCommand(...args)],
  delete: (...args) => ['review.deleted', new DeleteReviewCommand(...args)],
};

const REVIEW_NOT_FOUND = 'Review not found';
/** The people a reviewee search may match; a search matching more is too broad to be useful. */
const REVIEWEES_MATCHED = 100;

/** How an admin reads a settled flag: by whom, when, why. */
export type AdminResolution = Omit<ModerationResolution, 'actorId'> & { actor: Actor };
export type AdminReview = Omit<ModerationReview, 'resolution'> & { revieweeName: string; resolution: AdminResolution | null };

export interface BulkOutcome {
  reviewId: string;
  ok: boolean;
  /** Why this one was refused (e.g. 'This review is not flagged'); the others went ahead. */
  message: string | null;
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
    private readonly outcomes: ModerationOutcomes,
  ) {}

  /** One page of the filtered list, with reviewees' and deciders' names; the total goes in X-Total-Count. */
  private async page(query: ListReviewsQueryDto, suspiciousOnly: boolean, res: Response): Promise<AdminReview[]> {
    const pageSize = query.pageSize ?? 20;
    const { page: _, pageSize: __, from, to, reviewee, ...filter } = query;
    // Reviewees are named in identity: a name or email part becomes the ids of the people it matches.
    const revieweeIds = reviewee?.trim()
      ? (await this.queries.execute(new ListUsersForAdminQuery({ search: reviewee, limit: REVIEWEES_MATCHED, offset: 0, count: false }))).users.map((u) => u.id)
      : undefined;
    const { reviews, total } = await this.queries.execute(
      new ListReviewsForModerationQuery({
        ...filter,
        revieweeIds,
        suspiciousOnly,
        // Whole days, as the admin picked them: `to` includes its day.
        from: from ? `${from.slice(0, 10)}T00:00:00Z` : undefined,
        to: to ? new Date(Date.parse(`${to.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString() : undefined,
        limit: pageSize,
        offset: ((query.page ?? 1) - 1) * pageSize,
      }),
    );
    res.setHeader('X-Total-Count', String(total));
    const people = reviews.flatMap((r) => [r.revieweeId, ...(r.resolution?.actorId ? [r.resolution.actorId] : [])]);
    const names = await this.queries.execute(new GetUserNamesQuery(people));
    return reviews.map(({ resolution, ...review }) => ({
      ...review,
      revieweeName: names.get(review.revieweeId)?.name ?? FORMER_MEMBER,
      resolution: resolution && { kind: resolution.kind, at: resolution.at, category: resolution.category, note: resolution.note, actor: actorOf(resolution.actorId, names) },
    }));
  }

  @Get('reviews')
  @ApiOperation({ operationId: 'listReviewsForAdmin', summary: 'Reviews matching the filters, a page at a time, newest first unless sorted otherwise (All Reviews tab); the total is in X-Total-Count' })
  @ApiOkResponse({ type: [AdminReviewDto] })
  list(@Query() query: ListReviewsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminReview[]> {
    return this.page(query, false, res);
  }

  @Get('suspicious-reviews')
  @ApiOperation({ operationId: 'listSuspiciousReviews', summary: 'Flagged reviews matching the filters, with their reasons, a page at a time (Suspicious Reviews tab); the total is in X-Total-Count' })
  @ApiOkResponse({ type: [AdminReviewDto] })
  suspicious(@Query() query: ListReviewsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminReview[]> {
    return this.page(query, true, res);
  }

  @Get('reviews/:reviewId/history')
  @ApiOperation({ operationId: 'getReviewHistory', summary: "A review's and its request's whole event history, oldest first: who did what, when and from where" })
  @ApiOkResponse({ type: [ReviewHistoryStepDto] })
  async history(@Param('reviewId', new UuidParam(REVIEW_NOT_FOUND)) reviewId: string): Promise<ReviewHistoryStep[]> {
    const steps = await getReviewHistory(this.queries, reviewId);
    if (!steps) throw new NotFoundException(REVIEW_NOT_FOUND);
    return steps;
  }

  private async act(adminId: string, reviewId: string, action: AuditAction, reason: ModerationReason, origin: RequestOrigin, command: object) {
    // The review's own log records the decision with its actor and reason; the audit entry and
    // the mails telling both people a removal or an upheld flag follow it.
    await this.commands.execute(command);
    await this.em.transactional(async (em) => {
      await this.audit.append(em, { actorId: adminId, action, targetType: 'review', targetId: reviewId, details: { reason }, origin });
      const told = TOLD[action];
      if (told) await this.outcomes.tellDecision(em, reviewId, told, reason);
    });
  }

  @Post('reviews/bulk')
  @HttpCode(200)
  @ActsOnReviews()
  @ApiOperation({
    operationId: 'decideReviewsInBulk',
    summary: 'One decision (clear flag, verify or delete) with one reason for up to 100 reviews; each is decided on its own and the answer says which were refused and why',
  })
  @ApiOkResponse({ type: [BulkOutcomeDto] })
  async bulk(@CurrentUserId() adminId: string, @Body() dto: BulkReviewDecisionDto, @CurrentOrigin() origin: RequestOrigin): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const reviewId of [...new Set(dto.reviewIds.map((id) => id.toLowerCase()))]) {
      const [action, command] = BULK[dto.action](reviewId, adminId, dto.reason, origin);
      try {
        await this.act(adminId, reviewId, action, dto.reason, origin, command);
        outcomes.push({ reviewId, ok: true, message: null });
      } catch (error) {
        // A domain refusal (not flagged, not found) is this review's answer; anything else is ours and stops the batch.
        if (!(error instanceof ReviewRefusal)) throw error;
        outcomes.push({ reviewId, ok: false, message: error.message });
      }
    }
    return outcomes;
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
