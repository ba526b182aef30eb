import { BadRequestException, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId, SignedIn } from '../contracts/auth.js';
import { UserSessions } from '../session/sessions.js';
import { describeDevice, networkOf } from './device.js';
import { SessionRegistry } from './session-registry.js';
import { SessionsEndedDto, SignedInSessionDto } from './sessions.dto.js';

export const SESSION_GONE = 'This session has already ended';
export const USE_SIGN_OUT = 'This is the session you are using: sign out from the menu instead';

/** 'Your sessions' in Profile settings: where the person is signed in, and signing out elsewhere. */
@ApiTags('profile')
@Controller('user/sessions')
@SignedIn()
export class SessionsController {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly sessions: UserSessions,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listSessions', summary: 'The signed-in sessions of the caller, this one first, then by last seen' })
  @ApiOkResponse({ type: [SignedInSessionDto] })
  async list(@CurrentUserId() userId: string, @Req() req: Request): Promise<SignedInSessionDto[]> {
    // This request's own session is listed even before its first write (a session that signed in before the registry existed).
    await this.registry.seen(req);
    const live = await this.registry.list(userId);
    const views = live.map((s): SignedInSessionDto => {
      const device = describeDevice(s.userAgent);
      return {
        id: s.publicId,
        current: s.sid === req.sessionID,
        device: device.label,
        deviceType: device.type,
        place: null,
        network: networkOf(s.ip),
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      };
    });
    return views.sort((a, b) => Number(b.current) - Number(a.current));
  }

  @Delete(':sessionId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'endSession', summary: 'Sign out one other session of the caller, at once on every API process (404 when it has ended)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async end(@CurrentUserId() userId: string, @Param('sessionId') sessionId: string, @Req() req: Request): Promise<void> {
    const session = (await this.registry.list(userId)).find((s) => s.publicId === sessionId);
    if (!session) throw new NotFoundException(SESSION_GONE);
    if (session.sid === req.sessionID) throw new BadRequestException(USE_SIGN_OUT);
    await this.registry.end(userId, [session.sid]);
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @ApiOperation({ operationId: 'endOtherSessions', summary: 'Sign out every session of the caller but this one' })
  @ApiOkResponse({ type: SessionsEndedDto })
  async endOthers(@CurrentUserId() userId: string, @Req() req: Request): Promise<SessionsEndedDto> {
    const ended = await this.sessions.endAll(userId, { except: req.sessionID });
    return { ended, message: ended === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` };
  }
}
