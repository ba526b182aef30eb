import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, OwnerChecked } from '../../identity/contracts/auth.js';
import { SHARE_LINK_NOT_FOUND } from '../domain/share-link-values.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { DeleteShareLinkCommand } from './delete-share-link.command.js';

@ApiTags('sharing')
@Controller('share-links')
export class DeleteShareLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  @OwnerChecked()
  @ApiOperation({ operationId: 'deleteShareLink', summary: 'Delete one of your share links; it stops working at once (404 for anyone else\'s)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentUserId() userId: string, @Param('id', new UuidParam(SHARE_LINK_NOT_FOUND)) id: string): Promise<void> {
    await this.commands.execute(new DeleteShareLinkCommand(userId, id));
  }
}
