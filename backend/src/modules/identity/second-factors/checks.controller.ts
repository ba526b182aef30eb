import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Body, Controller, HttpCode, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { verify } from '@node-rs/argon2';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { CurrentUserId, SignedIn } from '../contracts/auth.js';
import { recordCheck, rememberPasskeyChallenge, takePasskeyChallenge } from '../session/session-checks.js';
import { User } from '../user.entity.js';
import { PasskeyCeremonies } from './passkey-ceremonies.js';
import { PasskeyAnswerDto, PasswordCheckDto, SecondFactorCodeDto } from './second-factor.dto.js';
import { FACTOR_MESSAGES, SecondFactors } from './second-factors.js';

export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const USE_SECOND_FACTOR = 'Your account has a second factor: confirm it is you with it instead.';
export const PASSKEY_CHECK_FAILED = 'That passkey did not confirm it is you. Please try again.';

/**
 * Re-checks of a signed-in person before a sensitive action (DESIGN.md, "Second factors"), and
 * for an admin session that has not passed a second factor yet. Each answer 204 records the
 * check in the session; an account that signs in with emailed links only re-checks by
 * following a new sign-in link (POST /api/auth/email-link), which starts a fresh session.
 */
@ApiTags('auth')
@Controller('auth/check')
@SignedIn()
export class ChecksController {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly passkeys: PasskeyCeremonies,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  @Post('password')
  @HttpCode(204)
  @ApiOperation({ operationId: 'checkPassword', summary: 'Confirm it is you with your password (accounts without a second factor)' })
  @ApiNoContentResponse({ description: 'Confirmed' })
  async password(@CurrentUserId() userId: string, @Body() { password }: PasswordCheckDto, @Req() req: Request): Promise<void> {
    await this.limiter.hit({ ...AUTH_LIMITS.loginIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.passwordCheckAccount, key: userId });
    const user = await this.em.fork().findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException('Unauthorized');
    // With a second factor, the password alone would be weaker than the sign-in itself.
    if (await this.factors.hasAny(userId)) throw new BadRequestException(USE_SECOND_FACTOR);
    if (!user.passwordHash || !(await verify(user.passwordHash, password).catch(() => false))) throw new BadRequestException(WRONG_PASSWORD);
    recordCheck(req, this.clock.now(), { secondFactor: false });
  }

  @Post('code')
  @HttpCode(204)
  @ApiOperation({ operationId: 'checkCode', summary: 'Confirm it is you with a code from your authenticator app or a recovery code' })
  @ApiNoContentResponse({ description: 'Confirmed' })
  async code(@CurrentUserId() userId: string, @Body() { code }: SecondFactorCodeDto, @Req() req: Request): Promise<void> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.secondFactorAccount, key: userId });
    const now = this.clock.now();
    if (!(await this.factors.verifyCode(userId, code, now))) throw new BadRequestException(FACTOR_MESSAGES.wrongCode);
    recordCheck(req, now, { secondFactor: true });
  }

  @Post('passkey/options')
  @HttpCode(200)
  @ApiOperation({ operationId: 'checkPasskeyOptions', summary: "What the browser's WebAuthn call needs to confirm it is you with one of your passkeys" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON' } })
  async passkeyOptions(@CurrentUserId() userId: string, @Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await this.passkeys.authenticationOptions(await this.factors.passkeysOf(userId));
    rememberPasskeyChallenge(req, options.challenge, 'check', this.clock.now());
    return options;
  }

  @Post('passkey')
  @HttpCode(204)
  @ApiOperation({ operationId: 'checkPasskey', summary: 'Confirm it is you with the passkey the browser answered with' })
  @ApiNoContentResponse({ description: 'Confirmed' })
  async passkey(@CurrentUserId() userId: string, @Body() { credential }: PasskeyAnswerDto, @Req() req: Request): Promise<void> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.secondFactorAccount, key: userId });
    const now = this.clock.now();
    const given = takePasskeyChallenge(req, ['check'], now);
    const passkey = given ? await this.factors.findPasskey(credential.id) : null;
    const used = given && passkey?.userId === userId ? await this.passkeys.authenticated(credential as unknown as AuthenticationResponseJSON, given.challenge, passkey) : null;
    if (!used || !passkey) throw new BadRequestException(PASSKEY_CHECK_FAILED);
    await this.factors.passkeyUsed(passkey.id, used.counter, used.backedUp, now);
    recordCheck(req, now, { secondFactor: true });
  }
}
