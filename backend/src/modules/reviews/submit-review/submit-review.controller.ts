import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, OwnerChecked, type RequestOrigin } from '../../identity/contracts/auth.js';
import { CurrentDeviceId } from '../../identity/contracts/sightings.js';
import { SubmitReviewCommand, type SubmittedReview } from './submit-review.command.js';
import { SubmittedReviewDto } from './submitted-review.dto.js';
import { SubmitReviewDto } from './submit-review.dto.js';

@ApiTags('reviews')
@Controller('reviews')
@OwnerChecked()
export class SubmitReviewController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'submitReview', summary: 'Answer a review request sent to me with a review (once)' })
  @ApiCreatedResponse({ type: SubmittedReviewDto })
  submit(
    @Body() dto: SubmitReviewDto,
    @CurrentUserId() userId: string,
    @CurrentOrigin() origin: RequestOrigin,
    @CurrentDeviceId() deviceId: string | null,
  ): Promise<SubmittedReview> {
    const { reviewerName: _ignored, ...review } = dto;
    return this.commands.execute(new SubmitReviewCommand(userId, review, origin, deviceId));
  }
}
