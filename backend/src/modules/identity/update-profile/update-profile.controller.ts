import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../contracts/auth.js';
import type { UserView } from '../contracts/user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { UpdateProfileDto } from './update-profile.dto.js';

@ApiTags('profile')
@Controller('user')
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('profile')
  @SignedIn()
  @ApiOperation({ operationId: 'updateProfile', summary: "Change the signed-in user's profile fields; only the fields sent change. Returns the user." })
  @ApiOkResponse({ type: UserViewDto })
  update(@CurrentUserId() userId: string, @Body() dto: UpdateProfileDto): Promise<UserView> {
    return this.commands.execute(new UpdateProfileCommand(userId, { ...dto }));
  }
}
