import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import { hashToken } from '../email-link/sign-in-links.js';
import type { User } from '../user.entity.js';

export const WRONG_PASSWORD = 'Incorrect password';
export const NO_PASSWORD = 'This account signs in with emailed links and has no password: ask for a confirmation link by email instead';
export const LINK_INVALID = 'This confirmation link is invalid, used or expired: ask for a new one in Profile settings';

/**
 * How the person proves, at the moment of deleting, that the account is theirs: its password,
 * or for an account without one the token of a fresh emailed link (DESIGN.md, "Account
 * deletion"). One kind per variant, so another proof (a second factor) is one more variant.
 */
export type DeletionConfirmation = { password: string } | { token: string };

/** Refuses (400) a confirmation that does not hold; in the deletion's transaction, so a link is used once, and only by the account it was mailed to. */
export async function checkDeletionConfirmation(em: EntityManager, user: User, confirmation: DeletionConfirmation): Promise<void> {
  if ('token' in confirmation) {
    const claimed = await em.execute(
      `update sign_in_tokens set used_at = now() where token_hash = ? and user_id = ? and purpose = 'delete-account' and used_at is null and expires_at > now() returning 1`,
      [hashToken(confirmation.token), user.id],
    );
    if (claimed.length === 0) throw new BadRequestException(LINK_INVALID);
    return;
  }
  if (!user.passwordHash) throw new BadRequestException(NO_PASSWORD);
  if (!(await verify(user.passwordHash, confirmation.password).catch(() => false))) throw new BadRequestException(WRONG_PASSWORD);
}
