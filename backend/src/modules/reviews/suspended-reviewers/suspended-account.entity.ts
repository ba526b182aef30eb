import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table fed by identity's events (identity.account-suspended, identity.suspension-lifted):
 * whether an account is suspended now, so the reviews it wrote neither count nor show
 * (DESIGN.md, "Suspension"). A lifted suspension keeps its row (suspended false), so an older
 * event delivered late cannot bring the suspension back.
 */
@Entity({ tableName: 'reviews_suspended_accounts' })
export class SuspendedAccountRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'boolean' })
  suspended: boolean;

  /** Position of the last event applied (integration_events.position). */
  @Property({ type: 'bigint' })
  position: string;
}
