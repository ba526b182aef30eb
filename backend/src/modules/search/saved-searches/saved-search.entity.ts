import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SearchCriteria } from './saved-search-values.js';

/**
 * A search an employer saved by name (DESIGN.md, "Plan features": Professional and
 * Enterprise), with its daily email alert. `criteria` is the search as its query string
 * states it, so running it is opening /search with those parameters.
 *
 * Alerts look for crew whose directory row changed (crew_search.changed_at) since the last
 * run, from `alertsCheckedAt` (null: never run, from `createdAt`), and remember whom they
 * listed (saved_search_alerted), so nobody is announced twice for one search.
 */
@Entity({ tableName: 'saved_searches' })
@Index({ properties: ['employerId', 'createdAt'] })
@Index({
  name: 'saved_searches_employer_id_name_index',
  expression: 'create unique index "saved_searches_employer_id_name_index" on "saved_searches" ("employer_id", lower("name"))',
})
export class SavedSearchRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  /** The employer's user id (identity's; no ORM relation crosses modules). */
  @Property({ type: 'uuid' })
  employerId: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'json' })
  criteria: SearchCriteria;

  /** Email a daily digest of new matches. */
  @Property({ type: 'boolean', default: true })
  alerts: boolean;

  /** Until when (database time) changes to the directory have been looked at for alerts; null before the first run. */
  @Property({ type: 'datetime', nullable: true })
  alertsCheckedAt: Date | null;

  /** When the last alert mail was queued. */
  @Property({ type: 'datetime', nullable: true })
  lastAlertAt: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date;
}

/** A crew member a saved search's alert already listed: never listed again by that search. */
@Entity({ tableName: 'saved_search_alerted' })
export class SavedSearchAlertedRecord {
  @PrimaryKey({ type: 'uuid' })
  savedSearchId: string;

  @PrimaryKey({ type: 'uuid' })
  crewId: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  alertedAt: Date;
}
