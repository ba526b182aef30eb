import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person's wallet settings; no row means the defaults (expiry reminders on). */
@Entity({ tableName: 'certificate_settings' })
export class CertificateSettings {
  [OptionalProps]?: 'expiryReminders' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** 'Email me before my certificates expire' (Profile settings). */
  @Property({ type: 'boolean', default: true })
  expiryReminders: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
