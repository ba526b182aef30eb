import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import type { UserView } from '../contracts/user-view.js';
import { toUserView } from '../current-user/to-user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { startSession } from '../session/sessions.js';
import { Sightings } from '../sightings/sightings.js';
import { SignInWithPasswordCommand } from './sign-in.command.js';
import { SignInDto } from './sign-in.dto.js';
import { Public } from '../contracts/auth.js';

@ApiTags('auth')
@Controller('auth')
@Public()
export class SignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly sightings: Sightings,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ operationId: 'signIn', summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: UserViewDto })
  async signIn(@Body() dto: SignInDto, @Req() req: Request): Promise<UserView> {
    await this.limiter.hit({ ...AUTH_LIMITS.loginIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.loginEmail, key: normalizeEmail(dto.email) });
    const user = await this.commands.execute(new SignInWithPasswordCommand(dto.email, dto.password));
    await startSession(req, user.id);
    await this.sightings.recordSignIn(req, user.id);
    return toUserView(user);
  }
}
