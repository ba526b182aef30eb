import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * A person's authenticator app (TOTP, RFC 6238): at most one per account. Unconfirmed until
 * the person enters a first code from it; only a confirmed one is a second factor. The rows
 * of all three tables leave with the account (the foreign keys cascade).
 */
@Entity({ tableName: 'user_authenticators' })
export class UserAuthenticator {
  [OptionalProps]?: 'confirmedAt' | 'lastUsedStep' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** Base32, as the app holds it: a code can only be checked against the secret itself. */
  @Property({ type: 'string', length: 64, hidden: true })
  secret: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The time step of the last accepted code: a code is accepted once, never again (RFC 6238, section 5.2). */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A passkey (a WebAuthn credential): several per account, each named by its owner. */
@Entity({ tableName: 'user_passkeys' })
export class UserPasskey {
  [OptionalProps]?: 'id' | 'counter' | 'transports' | 'backedUp' | 'createdAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  /** The authenticator's id for the credential, base64url; a discoverable sign-in names it first. */
  @Unique()
  @Property({ type: 'string', length: 1400 })
  credentialId: string;

  @Property({ type: 'blob', hidden: true })
  publicKey: Buffer;

  /** The signature counter the authenticator last reported (0 for authenticators that keep none); a uint32, so bigint. */
  @Property({ type: 'bigint', default: 0 })
  counter: string = '0';

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  transports: string[] = [];

  @Property({ type: 'string', length: 60 })
  name: string;

  /** Synced between the owner's devices (a password manager, a phone's keychain). */
  @Property({ type: 'boolean', default: false })
  backedUp = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}

/** One single-use recovery code, stored as its SHA-256 (80 random bits: out of reach of guessing the hash back). */
@Entity({ tableName: 'user_recovery_codes' })
export class UserRecoveryCode {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @PrimaryKey({ type: 'string', length: 64 })
  codeHash: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
