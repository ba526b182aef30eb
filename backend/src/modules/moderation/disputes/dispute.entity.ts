import type { ModerationReason } from '@crew/contracts/moderation';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

export const DISPUTE_STATUSES = ['open', 'upheld', 'overturned'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * A person disputing an admin's decision on a review about them or by them (DESIGN.md,
 * "Disputes"): once per person and review, decided by another admin than the one who
 * decided first. The text is the person's own: it goes with their account (disputes.eraser.ts).
 */
@Entity({ tableName: 'moderation_disputes' })
@Unique({ properties: ['reviewId', 'disputedBy'] })
@Index({ properties: ['status', 'createdAt'] })
export class Dispute {
  [OptionalProps]?: 'id' | 'status' | 'resolvedBy' | 'resolvedAt' | 'resolution' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  reviewId: string;

  @Property({ type: 'uuid' })
  disputedBy: string;

  /** Which side of the review the person is on. */
  @Property({ type: 'string', length: 16 })
  side: 'reviewee' | 'reviewer';

  /** The decision disputed, as it was when the dispute was opened. */
  @Property({ type: 'string', length: 16 })
  decisionKind: 'removed' | 'flag-upheld';

  /** The admin who made that decision, who may not decide the dispute. */
  @Property({ type: 'uuid' })
  decidedBy: string;

  @Property({ type: 'string', length: 2000 })
  text: string;

  @Property({ type: 'string', length: 16 })
  status: DisputeStatus = 'open';

  @Property({ type: 'uuid', nullable: true })
  resolvedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'json', nullable: true })
  resolution: ModerationReason | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
