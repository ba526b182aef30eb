import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A device a user signed in from (or wrote a review from): the SHA-256 of its `crew.did`
 * cookie, never the cookie itself. Personal data keyed by user, so deleting the user's rows
 * forgets it (the foreign key cascades).
 */
@Entity({ tableName: 'user_devices' })
export class UserDevice {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Index()
  @PrimaryKey({ type: 'string', length: 64 })
  deviceHash: string;

  @Property({ type: 'integer' })
  timesSeen: number;

  @Property({ type: 'datetime' })
  firstSeenAt: Date;

  @Property({ type: 'datetime' })
  lastSeenAt: Date;
}

/** An address a user signed in from (the client address behind the trusted proxies). */
@Entity({ tableName: 'user_sign_in_ips' })
export class UserSignInIp {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** Indexed: an admin's page on a person lists the other accounts seen at each address. */
  @Index()
  @PrimaryKey({ type: 'string', length: 64 })
  ip: string;

  @Property({ type: 'integer' })
  timesSeen: number;

  @Property({ type: 'datetime' })
  firstSeenAt: Date;

  @Property({ type: 'datetime' })
  lastSeenAt: Date;
}
