import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ACCESS_LEVELS, type AccessLevel } from './domain/share-link-values.js';

/**
 * An expiring public link to a crew member's profile. Deleting only stamps `deletedAt`:
 * the link stops working at once, while the views it collected still count towards the
 * profile's views (the stats card, through sharing's events) and a token is never handed out twice.
 */
@Entity({ tableName: 'share_links' })
@Index({ properties: ['userId', 'createdAt'] })
export class ShareLink {
  [OptionalProps]?: 'id' | 'views' | 'deletedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The owner (identity's user id; no ORM relation crosses modules). */
  @Property({ type: 'uuid' })
  userId: string;

  /**
   * Kept in clear, unlike sign-in tokens: the owner copies the link again from the
   * dashboard, and it only ever opens a public page.
   */
  @Property({ type: 'string', length: 64, unique: true })
  token: string;

  @Property({ type: 'string', length: 200 })
  purpose: string;

  @Enum({ items: () => ACCESS_LEVELS })
  accessLevel: AccessLevel;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
