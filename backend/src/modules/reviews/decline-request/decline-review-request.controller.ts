import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, OwnerChecked, type RequestOrigin } from '../../identity/contracts/auth.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { DeclinedReviewRequestDto } from './declined-review-request.dto.js';
import { DeclineReviewRequestCommand, type DeclinedReviewRequest } from './decline-review-request.command.js';

@ApiTags('reviews')
@Controller('review-requests')
@OwnerChecked()
export class DeclineReviewRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/decline')
  @ApiOperation({ operationId: 'declineReviewRequest', summary: 'Decline a review request sent to me (permanent; the requester is emailed)' })
  @ApiOkResponse({ type: DeclinedReviewRequestDto })
  decline(
    @Param('id', new UuidParam('Review request not found')) id: string,
    @CurrentUserId() userId: string,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<DeclinedReviewRequest> {
    return this.commands.execute(new DeclineReviewRequestCommand(id, userId, origin));
  }
}
