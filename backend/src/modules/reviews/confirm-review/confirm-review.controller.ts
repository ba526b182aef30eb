import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, OwnerChecked, type RequestOrigin } from '../../identity/contracts/auth.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ConfirmReviewCommand } from './confirm-review.command.js';
import { ConfirmReviewDto } from './confirm-review.dto.js';

@ApiTags('reviews')
@Controller('reviews')
@OwnerChecked()
export class ConfirmReviewController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @ApiOperation({ operationId: 'confirmReview', summary: 'Confirm a pending review I received ({"status": "confirmed"})' })
  @ApiOkResponse({ type: ReviewViewDto })
  confirm(
    @Param('id', new UuidParam('Review not found')) id: string,
    @Body() _dto: ConfirmReviewDto,
    @CurrentUserId() userId: string,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<ReviewViewDto> {
    return this.commands.execute(new ConfirmReviewCommand(id, userId, origin));
  }
}
