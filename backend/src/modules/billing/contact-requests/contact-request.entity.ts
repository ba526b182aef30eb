import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

export const CONTACT_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * An employer asking a crew member to get in touch (DESIGN.md, "Employers"). The crew
 * member's email reaches the employer only once they accept. One open request per pair: a
 * partial unique index refuses a second pending one.
 */
@Entity({ tableName: 'contact_requests' })
@Index({ properties: ['employerId', 'createdAt'] })
@Index({ properties: ['crewId', 'createdAt'] })
@Unique({
  name: 'contact_requests_one_pending',
  expression: `create unique index "contact_requests_one_pending" on "contact_requests" ("employer_id", "crew_id") where status = 'pending'`,
})
export class ContactRequest {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'respondedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  employerId: string;

  @Property({ type: 'uuid' })
  crewId: string;

  @Property({ type: 'text' })
  message: string;

  @Enum({ items: () => CONTACT_STATUSES, default: 'pending' })
  status: ContactStatus = 'pending';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;
}
