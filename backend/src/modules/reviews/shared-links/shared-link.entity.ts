import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table fed by sharing's events: a person's share links with their view counts, for
 * the stats card (profile views, active links), so GET /api/stats never asks sharing.
 */
@Entity({ tableName: 'reviews_shared_links' })
@Index({ properties: ['userId'] })
export class SharedLinkRecord {
  @PrimaryKey({ type: 'uuid' })
  linkId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'boolean' })
  deleted: boolean;

  @Property({ type: 'integer' })
  views: number;
}
