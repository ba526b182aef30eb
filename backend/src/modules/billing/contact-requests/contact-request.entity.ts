import { CONTACT_STATUSES, type ContactStatus } from '@crew/contracts/contact';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

export { CONTACT_STATUSES, type ContactStatus };

/**
 * A conversation an employer opens with a crew member (DESIGN.md, "Contact"): the employer's
 * opening message (position, vessel, dates, text), the crew member's answer, and once accepted
 * a thread (contact_messages). The crew member's email reaches the employer only while the
 * conversation is accepted. One open conversation per pair: a partial unique index refuses a
 * second pending or accepted one, whatever the handlers do.
 */
@Entity({ tableName: 'contact_requests' })
@Index({ properties: ['employerId', 'createdAt'] })
@Index({ properties: ['crewId', 'createdAt'] })
@Unique({
  name: 'contact_requests_one_open',
  expression: `create unique index "contact_requests_one_open" on "contact_requests" ("employer_id", "crew_id") where status in ('pending', 'accepted')`,
})
export class ContactRequest {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'respondedAt' | 'withdrawnAt' | 'position' | 'vessel' | 'dates';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  employerId: string;

  @Property({ type: 'uuid' })
  crewId: string;

  /** The position offered; null on requests sent before the employer wrote one. */
  @Property({ type: 'string', length: 120, nullable: true })
  position: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  vessel: string | null = null;

  /** Dates or rotation, as the employer wrote them ('From March 2027, 10/10 weeks'). */
  @Property({ type: 'string', length: 120, nullable: true })
  dates: string | null = null;

  /** The opening message: the only one before the crew member accepts. */
  @Property({ type: 'text' })
  message: string;

  @Enum({ items: () => CONTACT_STATUSES, default: 'pending' })
  status: ContactStatus = 'pending';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the crew member accepted or declined. */
  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /** When the crew member withdrew the consent they had given by accepting. */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null = null;
}
