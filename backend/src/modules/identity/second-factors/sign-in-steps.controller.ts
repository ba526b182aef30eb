import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { Public } from '../contracts/auth.js';
import type { UserView } from '../contracts/user-view.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import { toUserView } from '../current-user/to-user-view.js';
import { safeReturnTo } from '../domain/return-to.js';
import { EmailLinkSentDto } from '../email-link/email-link-sent.dto.js';
import { rememberPasskeyChallenge, takePasskeyChallenge } from '../session/session-checks.js';
import { User } from '../user.entity.js';
import { FactorRecovery, RECOVERY_LINK_SENT } from './factor-recovery.js';
import { PasskeyCeremonies } from './passkey-ceremonies.js';
import { PasskeyAnswerDto, PendingSignInDto, SecondFactorCodeDto } from './second-factor.dto.js';
import { SecondFactors } from './second-factors.js';
import { SignInSteps, wrongCode } from './sign-in-steps.js';

export const PASSKEY_SIGN_IN_FAILED = 'That passkey did not sign you in. Try again, or sign in with your email.';

/**
 * The second step of a sign-in, and signing in with a passkey alone (DESIGN.md, "Second
 * factors"). Public: the pending sign-in in the session says who is signing in; nobody is
 * signed in until a step here finishes it.
 */
@ApiTags('auth')
@Controller('auth/sign-in')
@Public()
export class SignInStepsController {
  constructor(
    private readonly em: EntityManager,
    private readonly steps: SignInSteps,
    private readonly factors: SecondFactors,
    private readonly passkeys: PasskeyCeremonies,
    private readonly recovery: FactorRecovery,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  @Get('pending')
  @ApiOperation({ operationId: 'getPendingSignIn', summary: 'The sign-in waiting for a second factor in this session (401 when none is)' })
  @ApiOkResponse({ type: PendingSignInDto })
  async pendingSignIn(@Req() req: Request): Promise<PendingSignInDto> {
    const pending = this.steps.pending(req);
    const user = await this.em.fork().findOne(User, { id: pending.userId });
    if (!user) throw new UnauthorizedException('Your sign-in has expired. Please sign in again.');
    return { methods: await this.steps.pendingMethods(pending.userId), returnTo: safeReturnTo(pending.returnTo), recoverByEmail: this.recovery.canRecover(user) };
  }

  @Post('code')
  @HttpCode(200)
  @ApiOperation({ operationId: 'finishSignInWithCode', summary: 'Finish the pending sign-in with a code from the authenticator app or a recovery code (each recovery code works once)' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiResponse({ status: 429, description: 'Too many codes tried for this account or from this address' })
  async withCode(@Body() { code }: SecondFactorCodeDto, @Req() req: Request): Promise<UserView> {
    const pending = this.steps.pending(req);
    if (!(await this.steps.checkCode(req, pending.userId, code))) throw wrongCode();
    return toUserView(await this.steps.finishWithSecondFactor(req, pending.userId));
  }

  @Post('passkey/options')
  @HttpCode(200)
  @ApiOperation({ operationId: 'passkeySignInOptions', summary: "What the browser's WebAuthn call needs to sign in with a passkey alone (the browser offers this site's passkeys it holds)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON' } })
  async passkeyOptions(@Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.limiter.hit({ ...AUTH_LIMITS.loginIp, key: req.ip ?? '' });
    const options = await this.passkeys.authenticationOptions();
    rememberPasskeyChallenge(req, options.challenge, 'sign-in', this.clock.now());
    return options;
  }

  @Post('pending/passkey/options')
  @HttpCode(200)
  @ApiOperation({ operationId: 'pendingPasskeyOptions', summary: "What the browser's WebAuthn call needs to finish the pending sign-in with one of its account's passkeys" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON' } })
  async pendingPasskeyOptions(@Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const pending = this.steps.pending(req);
    const options = await this.passkeys.authenticationOptions(await this.factors.passkeysOf(pending.userId));
    rememberPasskeyChallenge(req, options.challenge, 'second-step', this.clock.now());
    return options;
  }

  @Post('passkey')
  @HttpCode(200)
  @ApiOperation({ operationId: 'signInWithPasskey', summary: 'Sign in with the passkey the browser answered with: on its own, or as the second step of the pending sign-in' })
  @ApiOkResponse({ type: UserViewDto })
  async withPasskey(@Body() { credential }: PasskeyAnswerDto, @Req() req: Request): Promise<UserView> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorIp, key: req.ip ?? '' });
    const now = this.clock.now();
    const given = takePasskeyChallenge(req, ['sign-in', 'second-step'], now);
    const passkey = given ? await this.factors.findPasskey(credential.id) : null;
    // As a second step, only the pending account's own passkeys finish its sign-in.
    const pending = given?.purpose === 'second-step' ? this.steps.pendingOrNull(req) : null;
    if (!given || !passkey || (given.purpose === 'second-step' && pending?.userId !== passkey.userId)) throw new UnauthorizedException(PASSKEY_SIGN_IN_FAILED);
    const used = await this.passkeys.authenticated(credential as unknown as AuthenticationResponseJSON, given.challenge, passkey);
    if (!used) throw new UnauthorizedException(PASSKEY_SIGN_IN_FAILED);
    await this.factors.passkeyUsed(passkey.id, used.counter, used.backedUp, now);
    return toUserView(await this.steps.signInWithPasskey(req, passkey.userId));
  }

  @Post('recover-by-email')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestFactorRecoveryLink',
    summary: 'For an ADMIN_EMAILS address that lost every second factor, during its pending sign-in: email a link that removes them and signs in (the same answer for any account)',
  })
  @ApiAcceptedResponse({ type: EmailLinkSentDto })
  async recoverByEmail(@Req() req: Request): Promise<EmailLinkSentDto> {
    const pending = this.steps.pending(req);
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.emailLinkEmail, key: `recover-factors:${pending.userId}` });
    await this.recovery.sendLink(pending.userId);
    return { message: RECOVERY_LINK_SENT };
  }

  @Get('recover/:token')
  @ApiOperation({ operationId: 'followFactorRecoveryLink', summary: 'Follow a recovery link: removes every second factor (audited), signs in, and opens the security settings to add a new one' })
  @ApiResponse({ status: 303, description: 'To the security settings, or to /login?error=link-invalid' })
  async followRecovery(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const userId = await this.recovery.recover(token);
    if (!userId) return res.redirect(303, '/login?error=link-invalid');
    const user = await this.em.fork().findOne(User, { id: userId });
    if (!user) return res.redirect(303, '/login?error=link-invalid');
    // Every factor is gone: this signs in, and the admin dashboard asks for a new one first.
    await this.steps.afterFirstStep(req, user, 'email-link');
    return res.redirect(303, '/profile?setup=second-factor#security');
  }
}
