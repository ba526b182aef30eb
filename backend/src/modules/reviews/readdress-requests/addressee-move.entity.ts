import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table fed by identity.email-changed: the position of the last address change applied
 * per person. Changes may arrive late or out of order (a change and its undo); an older one
 * than the one applied changes nothing, so the requests end at the person's latest address.
 */
@Entity({ tableName: 'reviews_addressee_moves' })
export class AddresseeMoveRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** Position of the last event applied (integration_events.position). */
  @Property({ type: 'bigint' })
  position: string;
}
