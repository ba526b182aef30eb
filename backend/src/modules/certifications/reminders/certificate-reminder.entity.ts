import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * An expiry reminder that was sent: one per person, certificate, expiry date and threshold
 * (90, 30, 7 or 0 days). The unique key is what makes a job that runs twice, or two workers
 * at once, send each reminder once; a renewed certificate (new expiry date) starts afresh.
 */
@Entity({ tableName: 'certificate_reminders' })
@Unique({ name: 'certificate_reminders_once', properties: ['userId', 'certificateKey', 'expiryDate', 'threshold'] })
export class CertificateReminder {
  [OptionalProps]?: 'id' | 'sentAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 120 })
  certificateKey: string;

  @Property({ type: 'date' })
  expiryDate: string;

  @Property({ type: 'smallint' })
  threshold: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
