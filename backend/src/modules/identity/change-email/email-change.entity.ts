import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * One request to move an account to another address (ASVS 2: the new address proves itself
 * before anything moves; the old one can take the account back). Only SHA-256 hashes of the
 * two links' tokens are kept, as for sign-in links. A request to an address that already has
 * an account is stored too, with a link that is never sent: the person asking sees the same
 * pending change either way, so the answer does not reveal who has an account.
 * Personal data keyed by user: the foreign key cascades when the account is deleted.
 */
@Entity({ tableName: 'email_changes' })
export class EmailChange {
  [OptionalProps]?: 'id' | 'confirmedAt' | 'undoTokenHash' | 'undoExpiresAt' | 'undoneAt' | 'cancelledAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 254 })
  oldEmail: string;

  @Property({ type: 'string', length: 254 })
  newEmail: string;

  @Property({ type: 'string', length: 64, unique: true })
  confirmTokenHash: string;

  @Property({ type: 'datetime' })
  confirmExpiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** Mailed to the old address once the change is confirmed. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  undoTokenHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  undoExpiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  undoneAt: Date | null = null;

  /** Replaced by a newer request, overtaken by another change, or closed by an undo: its links no longer work. */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
