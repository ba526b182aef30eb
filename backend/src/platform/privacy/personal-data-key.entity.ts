import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One key that sealed personal data (ADR 0019). `subject` is whose data it is: a user id, or
 * `email:<sha-256 of the address>` for an address that may have no account. Deleting a
 * subject's rows makes every value sealed under them unreadable, wherever it was copied (event
 * logs included). A key for an erased subject is never stored (the trigger skips the row), so
 * something sealed after the erasure (a mail delivery recorded late) is unreadable from the start.
 */
@Entity({
  tableName: 'personal_data_keys',
  triggers: [
    {
      name: 'personal_data_keys_not_for_erased',
      timing: 'before',
      events: ['insert'],
      forEach: 'row',
      body: `if exists (select 1 from erased_subjects e where e.subject = new.subject) then return null; end if; return new;`,
    },
  ],
})
@Index({ properties: ['subject'] })
export class PersonalDataKey {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'string', length: 300 })
  subject: string;

  /** AES-256-GCM key, 32 random bytes. */
  @Property({ type: 'blob' })
  key: Buffer;
}

/** Subjects whose keys were destroyed: user ids and hashed addresses, nothing readable. */
@Entity({ tableName: 'erased_subjects' })
export class ErasedSubject {
  @PrimaryKey({ type: 'string', length: 300 })
  subject: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  erasedAt: Date = new Date();
}
