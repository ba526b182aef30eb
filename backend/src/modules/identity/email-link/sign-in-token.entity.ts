import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const TOKEN_PURPOSES = ['sign-in', 'delete-account', 'reset-password', 'recover-factors'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A one-time emailed link. Only the SHA-256 of the token is stored, so a database leak does
 * not hand out live links. `purpose` keeps the kinds apart: a link that confirms an account
 * deletion never signs anyone in, a sign-in link never deletes an account, and a link that
 * sets a new password ('Forgot password') does nothing else.
 */
@Entity({ tableName: 'sign_in_tokens' })
export class SignInToken {
  [OptionalProps]?: 'usedAt' | 'createdAt' | 'purpose';

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash: string;

  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 500 })
  returnTo: string;

  @Property({ type: 'string', length: 16, default: 'sign-in' })
  purpose: TokenPurpose = 'sign-in';

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
