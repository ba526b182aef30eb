import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportCategory, type SupportStatus } from '@crew/contracts/support';
import { randomUUID } from 'node:crypto';

/**
 * An Enterprise employer's priority support request (DESIGN.md, "Plan features"), answered by
 * admins in the admin dashboard. Deleting the employer's account deletes their requests and
 * the replies to them (the foreign keys cascade).
 */
@Entity({ tableName: 'support_requests' })
@Index({ properties: ['employerId', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class SupportRequest {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'closedAt' | 'closedBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  employerId: string;

  @Enum({ items: () => SUPPORT_CATEGORIES })
  category: SupportCategory;

  @Property({ type: 'string', length: 150 })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Enum({ items: () => SUPPORT_STATUSES, default: 'open' })
  status: SupportStatus = 'open';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  /** The admin who closed it (null while open, or once that admin's account is deleted). */
  @Property({ type: 'uuid', nullable: true })
  closedBy: string | null = null;
}

/** An admin's answer to a support request, emailed to the employer and kept in their history. */
@Entity({ tableName: 'support_replies' })
@Index({ properties: ['requestId', 'createdAt'] })
export class SupportReply {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  requestId: string;

  /** The admin who answered; null once their account is deleted (the answer stays with the request). */
  @Property({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** The support module's persisted entities (composed into one schema in src/entities.ts). */
export const supportEntities = [SupportRequest, SupportReply];
