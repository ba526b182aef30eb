import { Controller, Get, Req, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId, SignedIn } from '../contracts/auth.js';
import { GetUserQuery } from '../contracts/get-user.query.js';
import type { UserView } from '../contracts/user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { endSession } from '../session/sessions.js';

@ApiTags('auth')
@Controller('auth')
export class CurrentUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get('user')
  @SignedIn()
  @ApiOperation({ operationId: 'getCurrentUser', summary: 'The signed-in user (401 when signed out)' })
  @ApiOkResponse({ type: UserViewDto })
  async user(@CurrentUserId() userId: string, @Req() req: Request): Promise<UserView> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) {
      // The account was deleted while this session lived on.
      await endSession(req);
      throw new UnauthorizedException('Unauthorized');
    }
    return user;
  }
}
