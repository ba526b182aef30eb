import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, OwnerChecked } from '../contracts/auth.js';
import { SetProfilePhotoCommand } from './set-profile-photo.command.js';
import { SetProfilePhotoDto } from './set-profile-photo.dto.js';

@ApiTags('profile')
@Controller('profile-photo')
export class ProfilePhotoController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @HttpCode(200)
  @OwnerChecked()
  @ApiOperation({ summary: "Set the signed-in user's photo to an image they uploaded; returns the stored profileImageUrl" })
  setPhoto(@CurrentUserId() userId: string, @Body() dto: SetProfilePhotoDto) {
    return this.commands.execute(new SetProfilePhotoCommand(userId, dto.profilePhotoURL));
  }
}
