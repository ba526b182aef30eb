import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, OwnerChecked, type RequestOrigin } from '../../identity/contracts/auth.js';
import { SubmitReviewCommand, type SubmittedReview } from './submit-review.command.js';
import { SubmitReviewDto } from './submit-review.dto.js';

@ApiTags('reviews')
@Controller('reviews')
@OwnerChecked()
export class SubmitReviewController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer a review request sent to me with a review (once)' })
  submit(@Body() dto: SubmitReviewDto, @CurrentUserId() userId: string, @CurrentOrigin() origin: RequestOrigin): Promise<SubmittedReview> {
    const { reviewerName: _ignored, ...review } = dto;
    return this.commands.execute(new SubmitReviewCommand(userId, review, origin));
  }
}
