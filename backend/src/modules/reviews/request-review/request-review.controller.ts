import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, type RequestOrigin, SignedInGuard } from '../../identity/contracts/auth.js';
import { type CreatedReviewRequest, RequestReviewCommand } from './request-review.command.js';
import { RequestReviewDto } from './request-review.dto.js';

@ApiTags('reviews')
@Controller('review-requests')
@UseGuards(SignedInGuard)
export class RequestReviewController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Ask a colleague for a review; the invitation email is queued (emailStatus "queued")' })
  request(@Body() dto: RequestReviewDto, @CurrentUserId() userId: string, @CurrentOrigin() origin: RequestOrigin): Promise<CreatedReviewRequest> {
    return this.commands.execute(new RequestReviewCommand(userId, dto.reviewerEmail, dto.context, dto.duration ?? null, dto.message ?? null, origin));
  }
}
