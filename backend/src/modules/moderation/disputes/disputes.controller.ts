import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, ConflictException, Controller, Get, NotFoundException, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, OwnerChecked } from '../../identity/contracts/auth.js';
import { GetReviewUnderDisputeQuery, type ReviewUnderDispute } from '../../reviews/contracts/moderation.queries.js';
import { Dispute } from './dispute.entity.js';
import { MyDisputeDto, OpenDisputeDto } from './disputes.dto.js';

const NOTHING_TO_DISPUTE = 'There is no decision on this review that you can dispute';
const ALREADY_DISPUTED = 'You have already disputed this decision: another admin will decide and email you';

/**
 * The reviewee's and the reviewer's way to dispute an admin's removal or upheld flag (DESIGN.md,
 * "Disputes"; the terms promise it). Only the two people of the review see or open one.
 */
@ApiTags('disputes')
@Controller('disputes')
@OwnerChecked()
export class DisputesController {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  private async disputable(userId: string, reviewId: string): Promise<{ review: ReviewUnderDispute; side: 'reviewee' | 'reviewer' }> {
    const review = await this.queries.execute(new GetReviewUnderDisputeQuery(reviewId));
    const side = review?.revieweeId === userId ? 'reviewee' : review?.reviewerId === userId ? 'reviewer' : null;
    if (!review?.decision || !side) throw new NotFoundException(NOTHING_TO_DISPUTE);
    return { review, side };
  }

  private view(review: ReviewUnderDispute, side: 'reviewee' | 'reviewer', dispute: Dispute | null): MyDisputeDto {
    return {
      reviewId: review.reviewId,
      side,
      decision: review.decision!.kind,
      category: review.decision!.category,
      decidedAt: review.decision!.at,
      status: dispute?.status ?? null,
      text: dispute?.text ?? null,
      disputedAt: dispute?.createdAt.toISOString() ?? null,
    };
  }

  @Get('review/:reviewId')
  @ApiOperation({ operationId: 'getMyDispute', summary: "The admin decision on a review about you or by you that you may dispute, and your dispute if you opened one (404 when there is none)" })
  @ApiOkResponse({ type: MyDisputeDto })
  async mine(@CurrentUserId() userId: string, @Param('reviewId', new UuidParam(NOTHING_TO_DISPUTE)) reviewId: string): Promise<MyDisputeDto> {
    const { review, side } = await this.disputable(userId, reviewId);
    const dispute = await this.em.fork().findOne(Dispute, { reviewId: review.reviewId, disputedBy: userId });
    return this.view(review, side, dispute);
  }

  @Post()
  @ApiOperation({ operationId: 'openDispute', summary: 'Dispute an admin decision on a review about you or by you, once; another admin decides and both of you are emailed (409 the second time)' })
  @ApiCreatedResponse({ type: MyDisputeDto })
  async open(@CurrentUserId() userId: string, @Body() dto: OpenDisputeDto): Promise<MyDisputeDto> {
    const { review, side } = await this.disputable(userId, dto.reviewId);
    const em = this.em.fork();
    const dispute = em.create(Dispute, {
      reviewId: review.reviewId,
      disputedBy: userId,
      side,
      decisionKind: review.decision!.kind,
      decidedBy: review.decision!.actorId,
      text: dto.text,
    });
    try {
      await em.persist(dispute).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ALREADY_DISPUTED);
      throw error;
    }
    return this.view(review, side, dispute);
  }
}
