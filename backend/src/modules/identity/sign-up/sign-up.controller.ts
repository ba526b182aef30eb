import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import type { UserView } from '../contracts/user-view.js';
import { toUserView } from '../current-user/to-user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { EMPLOYER_HOME, safeReturnTo } from '../domain/return-to.js';
import { signInChecked } from '../session/session-checks.js';
import { Clock } from '../../../platform/clock/clock.js';
import { Sightings } from '../sightings/sightings.js';
import { SignUpCommand } from './sign-up.command.js';
import { SignUpDto } from './sign-up.dto.js';
import { Public } from '../contracts/auth.js';

@ApiTags('auth')
@Controller('auth')
@Public()
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly sightings: Sightings,
    private readonly clock: Clock,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'signUp',
    summary: 'Create an account, sign in, and email a verification link',
    description: 'An email that already has an account gets the same answer without a session, and its owner is told by email (ADR 0016).',
  })
  @ApiCreatedResponse({ type: UserViewDto })
  async signUp(@Body() dto: SignUpDto, @Req() req: Request): Promise<UserView> {
    await this.limiter.hit({ ...AUTH_LIMITS.signUpIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.signUpEmail, key: normalizeEmail(dto.email) });
    const { user, created } = await this.commands.execute(new SignUpCommand(dto.email, dto.password, dto.firstName, dto.lastName, safeReturnTo(dto.returnTo ?? (dto.intent === 'employer' ? EMPLOYER_HOME : undefined)), dto.intent));
    if (created) {
      // Choosing the password just now is as fresh a check as signing in with it.
      await signInChecked(req, user.id, this.clock.now(), { secondFactor: false });
      await this.sightings.recordSignIn(req, user.id);
    }
    return toUserView(user);
  }
}
