import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentOrigin, CurrentUserId, OwnerChecked, type RequestOrigin } from '../../identity/contracts/auth.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ToggleReviewVisibilityCommand } from './toggle-review-visibility.command.js';

@ApiTags('reviews')
@Controller('reviews')
@OwnerChecked()
export class ToggleReviewVisibilityController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/toggle-visibility')
  @ApiOperation({ operationId: 'toggleReviewVisibility', summary: 'Hide a review I received from my public profile, or show it again' })
  @ApiOkResponse({ type: ReviewViewDto })
  toggle(@Param('id', new UuidParam('Review not found')) id: string, @CurrentUserId() userId: string, @CurrentOrigin() origin: RequestOrigin): Promise<ReviewViewDto> {
    return this.commands.execute(new ToggleReviewVisibilityCommand(id, userId, origin));
  }
}
