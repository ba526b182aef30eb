import { Controller, Get, Header, NotFoundException, Param, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentOrigin, Public, type RequestOrigin } from '../../identity/contracts/auth.js';
import { PROFILE_NOT_FOUND } from '../domain/share-link-values.js';
import { RecordShareViewCommand } from '../record-view/record-share-view.command.js';
import { GetPublicProfileQuery } from './get-public-profile.query.js';
import type { PublicProfile } from './public-profile.view.js';
import { PublicProfileDto } from './public-profile.dto.js';

@ApiTags('sharing')
@Controller('public/profile')
@Public()
export class PublicProfileController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get(':token')
  // A person's profile: never kept by shared caches, never indexed.
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({ operationId: 'getPublicProfile', summary: 'The profile behind a live share link (no sign-in). Unknown, deleted or expired links answer 404.' })
  @ApiOkResponse({ type: PublicProfileDto })
  @ApiNotFoundResponse({ description: 'Profile not found' })
  async get(@Param('token') token: string, @CurrentOrigin() origin: RequestOrigin, @Req() req: Request): Promise<PublicProfile> {
    const found = await this.queries.execute(new GetPublicProfileQuery(token));
    if (!found) throw new NotFoundException(PROFILE_NOT_FOUND);
    const viewerId = (req.user as { id?: string } | undefined)?.id ?? null;
    await this.commands.execute(new RecordShareViewCommand(found.linkId, found.ownerId, token, { userId: viewerId, ip: origin.ip, userAgent: origin.userAgent }));
    return found.profile;
  }
}
