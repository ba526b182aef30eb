import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A one-time sign-in link. Only the SHA-256 of the token is stored, so a database
 * leak does not hand out live links.
 */
@Entity({ tableName: 'sign_in_tokens' })
export class SignInToken {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash: string;

  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 500 })
  returnTo: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
