import { Controller, Get, Header, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentOrigin, Public, type RequestOrigin } from '../../identity/contracts/auth.js';
import { PROFILE_NOT_FOUND } from '../domain/share-link-values.js';
import { RecordShareViewCommand } from '../record-view/record-share-view.command.js';
import { GetPublicProfileQuery } from './get-public-profile.query.js';
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
  // A person's profile: never kept by shared caches, never indexed. The visitor's browser may
  // keep it but asks again every time (no-cache), so each visit still reaches us and counts.
  @Header('Cache-Control', 'private, no-cache')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    operationId: 'getPublicProfile',
    summary:
      'The profile behind a live share link (no sign-in). Unknown, deleted or expired links answer 404. Answers carry a strong ETag; If-None-Match with the current one answers 304 (the visit still counts as a view).',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy the visitor already has' })
  @ApiOkResponse({ type: PublicProfileDto, headers: { ETag: { description: 'Strong validator of this profile for this link\'s access level', schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified: the copy named by If-None-Match is current' })
  @ApiNotFoundResponse({ description: 'Profile not found' })
  async get(
    @Param('token') token: string,
    @CurrentOrigin() origin: RequestOrigin,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const found = await this.queries.execute(new GetPublicProfileQuery(token));
    if (!found) throw new NotFoundException(PROFILE_NOT_FOUND);
    const viewerId = (req.user as { id?: string } | undefined)?.id ?? null;
    // A 304 is a visit too: the same counting rules (ADR 0021).
    await this.commands.execute(new RecordShareViewCommand(found.linkId, found.ownerId, token, { userId: viewerId, ip: origin.ip, userAgent: origin.userAgent }));
    // The document is stored as the exact JSON text: sent as is. Express answers 304 itself
    // when If-None-Match names this ETag (it never replaces an ETag that is already set).
    res.setHeader('ETag', found.etag);
    return found.body;
  }
}
