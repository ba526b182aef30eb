import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { DEFAULT_EXPIRATION_DAYS } from '../domain/share-link-values.js';
import type { ShareLinkView } from '../share-link.view.js';
import { ShareLinkViewDto } from '../share-link-view.dto.js';
import { CreateShareLinkCommand } from './create-share-link.command.js';
import { CreateShareLinkDto } from './create-share-link.dto.js';

/** Far above what a person shares in an hour; stops a script from filling the table. */
const CREATE_LIMIT = { bucket: 'share-link:user', max: 60, windowSeconds: 3600 };

@ApiTags('sharing')
@Controller('share-links')
export class CreateShareLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @SignedIn()
  @ApiOperation({ operationId: 'createShareLink', summary: 'Create an expiring public link to your profile; answers the link with its /shared/{token} url' })
  @ApiCreatedResponse({ type: ShareLinkViewDto })
  async create(@CurrentUserId() userId: string, @Body() dto: CreateShareLinkDto): Promise<ShareLinkView> {
    await this.limiter.hit({ ...CREATE_LIMIT, key: userId });
    return this.commands.execute(new CreateShareLinkCommand(userId, dto.purpose, dto.accessLevel ?? 'full', dto.expirationDays ?? DEFAULT_EXPIRATION_DAYS));
  }
}
