import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How many reviews there are per status, verified and flagged: kept by statement triggers on
 * reviews (ADR 0049), so the system stats and the admin review lists' totals read a few rows.
 */
@Entity({ tableName: 'review_totals' })
export class ReviewTotalsRecord {
  @PrimaryKey({ type: 'text' })
  status: string;

  @PrimaryKey({ type: 'boolean' })
  verified: boolean;

  @PrimaryKey({ type: 'boolean' })
  flagged: boolean;

  /** Rows per key, one per connection slot, that readers sum (ADR 0058): concurrent writes do not queue on one row. */
  @PrimaryKey({ type: 'smallint', default: 0 })
  slot: number;

  @Property({ type: 'bigint', default: 0 })
  count: string;
}

/** Review events per week and type for the Analytics tab, kept by a statement trigger on review_events (ADR 0049). */
@Entity({ tableName: 'review_activity_weeks' })
export class ReviewActivityWeekRecord {
  @PrimaryKey({ type: 'date' })
  weekStart: string;

  @PrimaryKey({ type: 'string', length: 64 })
  type: string;

  /** As in review_totals (ADR 0058). */
  @PrimaryKey({ type: 'smallint', default: 0 })
  slot: number;

  @Property({ type: 'bigint', default: 0 })
  count: string;
}
