import { CHECK_CODES, type CheckMethod, checkMethods } from '@crew/contracts/second-factors';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { OperatorAccess } from '../account/operator-access.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { accountSuspended } from '../identity.errors.js';
import { beginPendingSignIn, type PendingSignIn, pendingSignIn, signInChecked } from '../session/session-checks.js';
import { Sightings } from '../sightings/sightings.js';
import { User } from '../user.entity.js';
import { FACTOR_MESSAGES, hasAnyFactor, SecondFactors } from './second-factors.js';

export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/** What the first step of a sign-in leads to. */
export type FirstStepOutcome = { signedIn: true } | { signedIn: false; methods: CheckMethod[] };

/**
 * The steps of a sign-in (DESIGN.md, "Second factors"): after the password or an email link,
 * an account with a second factor is only pending until it passes one; without one it is
 * signed in. Every finished sign-in is a fresh check (session-checks.ts) and lifts the
 * password lock of the address (the owner has just proved who they are another way).
 */
@Injectable()
export class SignInSteps {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly sightings: Sightings,
    private readonly limiter: RateLimiter,
    private readonly operator: OperatorAccess,
    private readonly clock: Clock,
  ) {}

  /** The password or the email link was right for this (not suspended) account. */
  async afterFirstStep(req: Request, user: Pick<User, 'id' | 'email'>, via: PendingSignIn['via'], returnTo?: string): Promise<FirstStepOutcome> {
    // Following a link mailed to the address proves its owner: a password lock on it lifts.
    if (via === 'email-link') await this.unlockPassword(user.email);
    const summary = await this.factors.summary(user.id);
    if (!hasAnyFactor(summary)) {
      await this.finish(req, user, { secondFactor: false });
      return { signedIn: true };
    }
    await beginPendingSignIn(req, { userId: user.id, via, ...(returnTo ? { returnTo } : {}) }, this.clock.now());
    return { signedIn: false, methods: this.factorMethods(summary) };
  }

  /** The session's pending sign-in, or 401 when there is none (expired, finished, or never started). */
  pending(req: Request): PendingSignIn {
    const pending = pendingSignIn(req, this.clock.now());
    if (!pending) throw new UnauthorizedException(SIGN_IN_EXPIRED);
    return pending;
  }

  pendingOrNull(req: Request): PendingSignIn | null {
    return pendingSignIn(req, this.clock.now());
  }

  async pendingMethods(userId: string): Promise<CheckMethod[]> {
    return this.factorMethods(await this.factors.summary(userId));
  }

  /**
   * A code typed at the second step (or with the password while the address is locked):
   * counted per account and per address before it is checked, so guessing is slow.
   */
  async checkCode(req: Request, userId: string, code: string): Promise<'authenticator' | 'recovery-code' | null> {
    await this.limiter.hit({ ...AUTH_LIMITS.secondFactorIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.secondFactorAccount, key: userId });
    return this.factors.verifyCode(userId, code, this.clock.now());
  }

  /** Signs in once the second factor passed; answers the account as it is now. */
  async finishWithSecondFactor(req: Request, userId: string): Promise<User> {
    const user = await this.em.fork().findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException(SIGN_IN_EXPIRED);
    if (user.suspendedAt) throw accountSuspended();
    await this.finish(req, user, { secondFactor: true });
    return user;
  }

  /**
   * A passkey signs in on its own (it is something the person has, unlocked by something they
   * are or know): ADMIN_EMAILS applies as at any sign-in, a suspended account is refused.
   */
  async signInWithPasskey(req: Request, userId: string): Promise<User> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException(SIGN_IN_EXPIRED);
    if (this.operator.restore(em, user)) await em.flush();
    if (user.suspendedAt) throw accountSuspended();
    await this.finish(req, user, { secondFactor: true });
    return user;
  }

  private async finish(req: Request, user: Pick<User, 'id' | 'email'>, { secondFactor }: { secondFactor: boolean }): Promise<void> {
    await signInChecked(req, user.id, this.clock.now(), { secondFactor });
    await this.sightings.recordSignIn(req, user.id);
    if (secondFactor) await this.unlockPassword(user.email);
  }

  private unlockPassword(email: string): Promise<void> {
    return this.limiter.clear({ ...AUTH_LIMITS.loginEmail, key: email });
  }

  private factorMethods(summary: Awaited<ReturnType<SecondFactors['summary']>>): CheckMethod[] {
    return checkMethods({ passkeys: summary.passkeys.length, authenticator: summary.authenticatorAddedAt !== null, recoveryCodesLeft: summary.recoveryCodesLeft, hasPassword: false });
  }
}

/** The answer to a wrong second-step code: the same whatever was wrong. */
export const wrongCode = () => new UnauthorizedException(FACTOR_MESSAGES.wrongCode);

/**
 * The password lock of an address (AUTH_LIMITS.loginEmail) as a sign-in answers it: 429 with
 * a code and the wait, and what still works for the owner, so the sign-in page can offer it.
 */
export const SIGN_IN_LOCKED_HELP =
  'If this is your account, you can sign in now with a passkey, with your password and a code from your authenticator app, or with a link we email you.';

export const signInLocked = (wait: string) => new HttpException({ message: `${wait} ${SIGN_IN_LOCKED_HELP}`, code: CHECK_CODES.signInLocked }, HttpStatus.TOO_MANY_REQUESTS);
