import { Body, Controller, HttpCode, HttpException, HttpStatus, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import type { UserView } from '../contracts/user-view.js';
import { toUserView } from '../current-user/to-user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { SecondFactorNeededDto } from '../second-factors/second-factor.dto.js';
import { SignInSteps, signInLocked, wrongCode } from '../second-factors/sign-in-steps.js';
import type { User } from '../user.entity.js';
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
    private readonly steps: SignInSteps,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'signIn',
    summary: 'Sign in with email and password',
    description:
      'An account with a second factor is not signed in yet: 202 says which factors it can use, and POST /api/auth/sign-in/code or /api/auth/sign-in/passkey finishes. ' +
      'After too many attempts for an address (429, code sign-in-locked) only the right password with a second-factor `code` still signs in.',
  })
  @ApiOkResponse({ type: UserViewDto, description: 'Signed in' })
  @ApiAcceptedResponse({ type: SecondFactorNeededDto, description: 'The password was right; the sign-in waits for a second factor' })
  @ApiResponse({ status: 429, description: 'Too many attempts (from this address, or for this email: code sign-in-locked)' })
  async signIn(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView | SecondFactorNeededDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.loginIp, key: req.ip ?? '' });
    // The wait the limiter words ('Too many attempts. Please wait 12 minutes and try again.'), or null when the address is not locked.
    const locked = await this.limiter.hit({ ...AUTH_LIMITS.loginEmail, key: normalizeEmail(dto.email) }).then(
      () => null,
      (error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) return error.message;
        throw error;
      },
    );
    // While the address is locked, a wrong password and a missing or wrong code get the same
    // answer: the lock stays a lock for whoever does not hold both.
    if (locked && !dto.code) throw signInLocked(locked);
    const user = await this.commands.execute(new SignInWithPasswordCommand(dto.email, dto.password)).catch((error: unknown) => {
      if (locked && error instanceof UnauthorizedException) throw signInLocked(locked);
      throw error;
    });
    if (dto.code) return this.withCode(req, user, dto.code, locked);
    const outcome = await this.steps.afterFirstStep(req, user, 'password');
    if (outcome.signedIn) return toUserView(user);
    res.status(HttpStatus.ACCEPTED);
    return { secondFactorNeeded: true, methods: outcome.methods };
  }

  /** Both steps at once: the password was right, the code must be too. */
  private async withCode(req: Request, user: User, code: string, locked: string | null): Promise<UserView> {
    const passed = await this.steps.checkCode(req, user.id, code);
    if (!passed) throw locked ? signInLocked(locked) : wrongCode();
    return toUserView(await this.steps.finishWithSecondFactor(req, user.id));
  }
}
