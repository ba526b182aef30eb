import { checkMethods, type CheckMethod } from '@crew/contracts/second-factors';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { User } from '../user.entity.js';
import { acceptedStep, AUTHENTICATOR_CODE, type AuthenticatorEnrolment, enrolment, newAuthenticatorSecret } from './authenticator-codes.js';
import type { NewPasskey } from './passkey-ceremonies.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { type FactorChange, factorChangedMail } from './second-factor-mails.js';
import { UserAuthenticator, UserPasskey, UserRecoveryCode } from './second-factor.entities.js';

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

export interface SecondFactorSummary {
  /** When the authenticator app was confirmed; null without one. */
  authenticatorAddedAt: string | null;
  passkeys: PasskeyView[];
  recoveryCodesLeft: number;
}

export const hasAnyFactor = (summary: SecondFactorSummary) => summary.authenticatorAddedAt !== null || summary.passkeys.length > 0;

export const FACTOR_MESSAGES = {
  wrongCode: 'That code did not work. Check the time on your phone and try the newest code, or use a recovery code.',
  alreadyHasAuthenticator: 'Your account already has an authenticator app. Remove it first to set up another one.',
  noAuthenticatorSetup: 'Start setting up the authenticator app again: this step has expired.',
  noFactorForCodes: 'Recovery codes go with a second factor: add an authenticator app or a passkey first.',
  keepOneForAdmins: 'Admins keep at least one second factor: add another one before removing this one.',
  keepOneWhenRequired: 'You asked for a second factor on every sign-in: add another one, or turn that setting off, before removing this one.',
  requireNeedsFactor: 'Add an authenticator app or a passkey before asking for a second factor on every sign-in.',
  passkeyNotFound: 'Passkey not found',
} as const;

/**
 * A person's second factors (DESIGN.md, "Second factors"): the authenticator app, passkeys and
 * recovery codes, and the rules that hold across them. Each change runs in its own
 * transaction with the account row locked, so two removals at once cannot both take the last
 * factor of an admin. The owner is emailed every change.
 */
@Injectable()
export class SecondFactors {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async summary(userId: string, em: EntityManager = this.em.fork()): Promise<SecondFactorSummary> {
    const [authenticator, passkeys, codesLeft] = await Promise.all([
      em.findOne(UserAuthenticator, { userId, confirmedAt: { $ne: null } }),
      em.find(UserPasskey, { userId }, { orderBy: { createdAt: 'asc' } }),
      em.count(UserRecoveryCode, { userId, usedAt: null }),
    ]);
    return {
      authenticatorAddedAt: authenticator?.confirmedAt?.toISOString() ?? null,
      passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null, backedUp: p.backedUp })),
      recoveryCodesLeft: codesLeft,
    };
  }

  async hasAny(userId: string): Promise<boolean> {
    return hasAnyFactor(await this.summary(userId));
  }

  /** How this person re-checks who they are (contracts checkMethods). */
  async checkMethodsOf(userId: string): Promise<CheckMethod[]> {
    const em = this.em.fork();
    const [user, summary] = await Promise.all([em.findOne(User, { id: userId }), this.summary(userId, em)]);
    if (!user) throw new UnauthorizedException('Unauthorized');
    return checkMethods({ passkeys: summary.passkeys.length, authenticator: summary.authenticatorAddedAt !== null, recoveryCodesLeft: summary.recoveryCodesLeft, hasPassword: user.passwordHash !== null });
  }

  // --- authenticator app ---

  /** A new secret to scan, kept unconfirmed until a first code from the app proves it was set up. */
  async startAuthenticator(userId: string): Promise<AuthenticatorEnrolment> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new UnauthorizedException('Unauthorized');
    const secret = newAuthenticatorSecret();
    // One statement: a confirmed app is never replaced, an unconfirmed one gets the new key.
    const stored = await em.execute(
      `insert into user_authenticators (user_id, secret) values (?, ?)
       on conflict (user_id) do update set secret = excluded.secret, created_at = now() where user_authenticators.confirmed_at is null
       returning 1`,
      [userId, secret],
    );
    if (stored.length === 0) throw new ConflictException(FACTOR_MESSAGES.alreadyHasAuthenticator);
    return enrolment(secret, user.email);
  }

  /**
   * Confirms the app with its first code. Answers the recovery codes when this is the
   * account's first second factor (shown once), else null; false for a wrong code.
   */
  async confirmAuthenticator(userId: string, code: string, now: Date): Promise<{ recoveryCodes: string[] | null } | false> {
    return this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      const pending = await em.findOne(UserAuthenticator, { userId });
      if (pending?.confirmedAt) throw new ConflictException(FACTOR_MESSAGES.alreadyHasAuthenticator);
      if (!pending) throw new ConflictException(FACTOR_MESSAGES.noAuthenticatorSetup);
      const step = await acceptedStep(pending.secret, code, now, null);
      if (step === null) return false;
      const first = !(await this.hasAnyIn(em, userId));
      pending.confirmedAt = now;
      pending.lastUsedStep = step;
      this.tell(em, user, 'authenticator-added');
      return { recoveryCodes: first ? await this.replaceRecoveryCodes(em, userId) : null };
    });
  }

  async removeAuthenticator(userId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      const authenticator = await em.findOne(UserAuthenticator, { userId, confirmedAt: { $ne: null } });
      if (!authenticator) throw new NotFoundException('Your account has no authenticator app');
      await this.refuseRemovingTheLast(em, user);
      em.remove(authenticator);
      await em.flush();
      await this.dropCodesWithoutFactor(em, userId);
      this.tell(em, user, 'authenticator-removed');
    });
  }

  // --- codes at sign-in and re-checks ---

  /**
   * Checks a code typed at a sign-in or a re-check: an authenticator code (six digits, once
   * each) or a recovery code (used up here). Answers what it was, or null when it is wrong.
   */
  async verifyCode(userId: string, typed: string, now: Date): Promise<'authenticator' | 'recovery-code' | null> {
    const code = typed.trim();
    return this.em.fork().transactional(async (em) => {
      if (AUTHENTICATOR_CODE.test(code.replace(/\s+/g, ''))) {
        // Locked: two requests with the same code at once cannot both see it unused.
        const authenticator = await em.findOne(UserAuthenticator, { userId, confirmedAt: { $ne: null } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!authenticator) return null;
        const step = await acceptedStep(authenticator.secret, code.replace(/\s+/g, ''), now, authenticator.lastUsedStep);
        if (step === null) return null;
        authenticator.lastUsedStep = step;
        return 'authenticator';
      }
      if (!looksLikeRecoveryCode(code)) return null;
      // One statement claims the code, so it works once even when sent twice at once.
      const claimed = await em.execute(`update user_recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning 1`, [now, userId, hashRecoveryCode(code)]);
      return claimed.length > 0 ? 'recovery-code' : null;
    });
  }

  /** Ten new recovery codes (the old ones stop working), shown once. */
  async renewRecoveryCodes(userId: string): Promise<string[]> {
    return this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      if (!(await this.hasAnyIn(em, userId))) throw new ConflictException(FACTOR_MESSAGES.noFactorForCodes);
      const codes = await this.replaceRecoveryCodes(em, userId);
      this.tell(em, user, 'recovery-codes-renewed');
      return codes;
    });
  }

  // --- passkeys ---

  async passkeysOf(userId: string): Promise<UserPasskey[]> {
    return this.em.fork().find(UserPasskey, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  async findPasskey(credentialId: string): Promise<UserPasskey | null> {
    return this.em.fork().findOne(UserPasskey, { credentialId });
  }

  /** Stores a verified passkey; answers its view and the recovery codes when it is the first second factor. */
  async addPasskey(userId: string, passkey: NewPasskey, name: string): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> {
    return this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      if (await em.count(UserPasskey, { credentialId: passkey.credentialId })) throw new ConflictException('This passkey is already registered.');
      const first = !(await this.hasAnyIn(em, userId));
      const row = em.create(UserPasskey, { userId, name, credentialId: passkey.credentialId, publicKey: passkey.publicKey, counter: String(passkey.counter), transports: passkey.transports, backedUp: passkey.backedUp });
      em.persist(row);
      await em.flush();
      this.tell(em, user, 'passkey-added', name);
      return {
        passkey: { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, backedUp: row.backedUp },
        recoveryCodes: first ? await this.replaceRecoveryCodes(em, userId) : null,
      };
    });
  }

  /** Records a use: the new counter, so a cloned authenticator replaying an old one shows up as a refusal. */
  async passkeyUsed(id: string, counter: number, backedUp: boolean, now: Date): Promise<void> {
    await this.em.fork().nativeUpdate(UserPasskey, { id }, { counter: String(counter), backedUp, lastUsedAt: now });
  }

  async renamePasskey(userId: string, id: string, name: string): Promise<PasskeyView> {
    return this.em.fork().transactional(async (em) => {
      const passkey = await em.findOne(UserPasskey, { id, userId });
      if (!passkey) throw new NotFoundException(FACTOR_MESSAGES.passkeyNotFound);
      passkey.name = name;
      return { id: passkey.id, name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null, backedUp: passkey.backedUp };
    });
  }

  async removePasskey(userId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      const passkey = await em.findOne(UserPasskey, { id, userId });
      if (!passkey) throw new NotFoundException(FACTOR_MESSAGES.passkeyNotFound);
      await this.refuseRemovingTheLast(em, user);
      em.remove(passkey);
      await em.flush();
      await this.dropCodesWithoutFactor(em, userId);
      this.tell(em, user, 'passkey-removed', passkey.name);
    });
  }

  // --- the account's setting and the way back ---

  /** An employer's own rule (DESIGN.md, "Second factors"): only with a factor to ask for. */
  async setRequired(userId: string, required: boolean): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      if (required && !(await this.hasAnyIn(em, userId))) throw new ConflictException(FACTOR_MESSAGES.requireNeedsFactor);
      user.secondFactorRequired = required;
    });
  }

  /** Removes every second factor of the account, in the caller's transaction (a super admin's reset, the ADMIN_EMAILS way back). */
  async removeAll(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(UserAuthenticator, { userId });
    await em.nativeDelete(UserPasskey, { userId });
    await em.nativeDelete(UserRecoveryCode, { userId });
    // Nothing is left to ask for.
    await em.nativeUpdate(User, { id: userId }, { secondFactorRequired: false });
  }

  private async lockUser(em: EntityManager, userId: string): Promise<User> {
    const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw new UnauthorizedException('Unauthorized');
    return user;
  }

  private async factorCount(em: EntityManager, userId: string): Promise<number> {
    return (await em.count(UserAuthenticator, { userId, confirmedAt: { $ne: null } })) + (await em.count(UserPasskey, { userId }));
  }

  private async hasAnyIn(em: EntityManager, userId: string): Promise<boolean> {
    return (await this.factorCount(em, userId)) > 0;
  }

  /** An admin, or a person who asked for second factors, keeps at least one. */
  private async refuseRemovingTheLast(em: EntityManager, user: User): Promise<void> {
    if (!user.adminLevel && !user.secondFactorRequired) return;
    if ((await this.factorCount(em, user.id)) > 1) return;
    throw new ConflictException(user.adminLevel ? FACTOR_MESSAGES.keepOneForAdmins : FACTOR_MESSAGES.keepOneWhenRequired);
  }

  /** Recovery codes stand in for a second factor: with none left, they go too. */
  private async dropCodesWithoutFactor(em: EntityManager, userId: string): Promise<void> {
    if (!(await this.hasAnyIn(em, userId))) await em.nativeDelete(UserRecoveryCode, { userId });
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
    await em.nativeDelete(UserRecoveryCode, { userId });
    const codes = newRecoveryCodes();
    for (const code of codes) em.persist(em.create(UserRecoveryCode, { userId, codeHash: hashRecoveryCode(code) }));
    await em.flush();
    return codes;
  }

  private tell(em: EntityManager, user: User, change: FactorChange, name?: string): void {
    this.mail.queue(em, factorChangedMail(user, change, this.config.APP_URL, name));
  }
}
