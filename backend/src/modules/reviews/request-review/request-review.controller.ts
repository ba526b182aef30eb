import { Body, Controller, HttpCode, HttpException, Logger, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentOrigin, CurrentUserId, type RequestOrigin, SignedIn } from '../../identity/contracts/auth.js';
import { CreatedReviewRequestDto } from './created-review-request.dto.js';
import { REVIEW_REQUEST_LIMIT } from './request-limits.js';
import { type CreatedReviewRequest, RequestReviewCommand } from './request-review.command.js';
import { RequestReviewDto } from './request-review.dto.js';

@ApiTags('reviews')
@Controller('review-requests')
@SignedIn()
export class RequestReviewController {
  private readonly logger = new Logger(RequestReviewController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'requestReview', summary: 'Ask a colleague for a review; the invitation email is queued (emailStatus "queued")' })
  @ApiCreatedResponse({ type: CreatedReviewRequestDto })
  async request(@Body() dto: RequestReviewDto, @CurrentUserId() userId: string, @CurrentOrigin() origin: RequestOrigin): Promise<CreatedReviewRequest> {
    await this.limiter.hit({ ...REVIEW_REQUEST_LIMIT, key: userId }).catch((error: unknown) => {
      if (error instanceof HttpException) throw error;
      // Redis unreachable: saving the request matters more than counting it (the mail waits in the outbox).
      this.logger.warn(`Review request limit not checked: ${(error as Error).message}`);
    });
    return this.commands.execute(new RequestReviewCommand(userId, dto.reviewerEmail, dto.context, dto.duration ?? null, dto.message ?? null, origin, dto.servicePeriodId ?? null));
  }
}
