import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * One message of an accepted conversation, by either side. The conversation's own opening
 * message stays on contact_requests. Rows go with their conversation, and so with either
 * person's account (the conversation's foreign keys cascade, like the request's own).
 */
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['requestId', 'createdAt'] })
export class ContactMessage {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  requestId: string;

  @Property({ type: 'uuid' })
  senderId: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
