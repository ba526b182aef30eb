import { checkMethods } from '@crew/contracts/second-factors';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req, UnauthorizedException } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { CurrentUserId, Require, RequiresRecentCheck, SignedIn } from '../contracts/auth.js';
import { checkedRecently, lastCheckAt, recordCheck, rememberPasskeyChallenge, secondFactorPassed, takePasskeyChallenge } from '../session/session-checks.js';
import { UserSessions } from '../session/sessions.js';
import { User } from '../user.entity.js';
import { PasskeyCeremonies } from './passkey-ceremonies.js';
import {
  AuthenticatorSetupDto, NewPasskeyDto, PasskeyAddedDto, PasskeyDto, RecoveryCodesDto, RenamePasskeyDto, SecondFactorCodeDto, SecondFactorRequiredDto, SecurityOverviewDto,
} from './second-factor.dto.js';
import { FACTOR_MESSAGES, hasAnyFactor, SecondFactors } from './second-factors.js';

const PASSKEY_NOT_FOUND = FACTOR_MESSAGES.passkeyNotFound;
export const PASSKEY_FAILED = 'The passkey could not be checked. Please try again.';

/**
 * A person's second factors in Profile settings (DESIGN.md, "Second factors"): the
 * authenticator app, passkeys, recovery codes, and an employer's own rule. Adding a factor and
 * removing one are sensitive (a stolen session must not swap them), so they need a recent check.
 */
@ApiTags('security')
@Controller('auth/security')
@SignedIn()
export class SecurityController {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly passkeys: PasskeyCeremonies,
    private readonly limiter: RateLimiter,
    private readonly sessions: UserSessions,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getSecurity', summary: 'Second factors, recovery codes left, and how this session last proved who is signed in' })
  @ApiOkResponse({ type: SecurityOverviewDto })
  async overview(@CurrentUserId() userId: string, @Req() req: Request): Promise<SecurityOverviewDto> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException('Unauthorized');
    const summary = await this.factors.summary(userId, em);
    const now = this.clock.now();
    return {
      ...summary,
      hasSecondFactor: hasAnyFactor(summary),
      secondFactorRequired: user.secondFactorRequired,
      secondFactorNeededForAdmin: user.adminLevel !== null,
      secondFactorPassed: secondFactorPassed(req),
      lastCheckAt: lastCheckAt(req)?.toISOString() ?? null,
      checkedRecently: checkedRecently(req, now),
      checkMethods: checkMethods({ passkeys: summary.passkeys.length, authenticator: summary.authenticatorAddedAt !== null, recoveryCodesLeft: summary.recoveryCodesLeft, hasPassword: user.passwordHash !== null }),
    };
  }

  @Post('authenticator')
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'startAuthenticatorSetup', summary: 'A new authenticator key and its QR code; it counts once POST /authenticator/confirm gets a first code from the app' })
  @ApiCreatedResponse({ type: AuthenticatorSetupDto })
  async startAuthenticator(@CurrentUserId() userId: string): Promise<AuthenticatorSetupDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorSetup, key: userId });
    return this.factors.startAuthenticator(userId);
  }

  @Post('authenticator/confirm')
  @HttpCode(200)
  @ApiOperation({ operationId: 'confirmAuthenticator', summary: "Confirm the authenticator app with a first code; a first second factor answers ten recovery codes, shown once" })
  @ApiOkResponse({ type: RecoveryCodesDto })
  async confirmAuthenticator(@CurrentUserId() userId: string, @Body() { code }: SecondFactorCodeDto, @Req() req: Request): Promise<RecoveryCodesDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.secondFactorAccount, key: userId });
    const now = this.clock.now();
    const confirmed = await this.factors.confirmAuthenticator(userId, code.replace(/\s+/g, ''), now);
    if (!confirmed) throw new BadRequestException('That code did not work. Enter the six digits the app shows now.');
    // The person just proved they hold the factor, in this session.
    recordCheck(req, now, { secondFactor: true });
    return confirmed;
  }

  @Delete('authenticator')
  @HttpCode(204)
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'removeAuthenticator', summary: 'Remove the authenticator app (an admin, or an account that asks for a second factor, keeps at least one: 409)' })
  @ApiNoContentResponse({ description: 'Removed' })
  removeAuthenticator(@CurrentUserId() userId: string): Promise<void> {
    return this.factors.removeAuthenticator(userId);
  }

  @Post('recovery-codes')
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'renewRecoveryCodes', summary: 'Ten new recovery codes, shown once; the old ones stop working' })
  @ApiCreatedResponse({ type: RecoveryCodesDto })
  async renewRecoveryCodes(@CurrentUserId() userId: string): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.factors.renewRecoveryCodes(userId) };
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'passkeyRegistrationOptions', summary: "What the browser's WebAuthn call needs to create a passkey (answered to POST /passkeys within 5 minutes)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON' } })
  async passkeyOptions(@CurrentUserId() userId: string, @Req() req: Request): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorSetup, key: userId });
    const user = await this.em.fork().findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException('Unauthorized');
    const options = await this.passkeys.registrationOptions(user, await this.factors.passkeysOf(userId));
    rememberPasskeyChallenge(req, options.challenge, 'register', this.clock.now());
    return options;
  }

  @Post('passkeys')
  @ApiOperation({ operationId: 'addPasskey', summary: 'Save the passkey the browser created, with its name; a first second factor answers ten recovery codes, shown once' })
  @ApiCreatedResponse({ type: PasskeyAddedDto })
  async addPasskey(@CurrentUserId() userId: string, @Body() dto: NewPasskeyDto, @Req() req: Request): Promise<PasskeyAddedDto> {
    const now = this.clock.now();
    const given = takePasskeyChallenge(req, ['register'], now);
    const created = given ? await this.passkeys.registered(dto.credential as unknown as RegistrationResponseJSON, given.challenge) : null;
    if (!created) throw new BadRequestException(PASSKEY_FAILED);
    const added = await this.factors.addPasskey(userId, created, dto.name);
    recordCheck(req, now, { secondFactor: true });
    return added;
  }

  @Patch('passkeys/:passkeyId')
  @ApiOperation({ operationId: 'renamePasskey', summary: 'Rename one of your passkeys' })
  @ApiOkResponse({ type: PasskeyDto })
  renamePasskey(@CurrentUserId() userId: string, @Param('passkeyId', new UuidParam(PASSKEY_NOT_FOUND)) id: string, @Body() { name }: RenamePasskeyDto): Promise<PasskeyDto> {
    return this.factors.renamePasskey(userId, id, name);
  }

  @Delete('passkeys/:passkeyId')
  @HttpCode(204)
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'removePasskey', summary: 'Remove one of your passkeys (an admin, or an account that asks for a second factor, keeps at least one: 409)' })
  @ApiNoContentResponse({ description: 'Removed' })
  removePasskey(@CurrentUserId() userId: string, @Param('passkeyId', new UuidParam(PASSKEY_NOT_FOUND)) id: string): Promise<void> {
    return this.factors.removePasskey(userId, id);
  }

  @Put('second-factor-required')
  @Require('isEmployer')
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'setSecondFactorRequired',
    summary: "An employer asks for a second factor on every session of their account (needs one; the account's other sessions that did not pass one end)",
  })
  @ApiNoContentResponse({ description: 'Saved' })
  @HttpCode(204)
  async setRequired(@CurrentUserId() userId: string, @Body() { required }: SecondFactorRequiredDto, @Req() req: Request): Promise<void> {
    await this.factors.setRequired(userId, required);
    // Sessions on other devices that never passed one would otherwise carry on without.
    if (required) await this.sessions.endAll(userId, { spare: (session, sessionId) => sessionId === req.sessionID || typeof session.secondFactorAt === 'number' });
  }
}
