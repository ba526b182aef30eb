import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * One period of a crew member's sea service (ADR 0027): a ship (name, IMO number, flag, type,
 * gross tonnage), the rank held and the sign-on and sign-off days, both inclusive. Periods of
 * one person never share a day (checked under a per-person lock when written).
 */
@Entity({ tableName: 'sea_service_periods' })
@Index({ properties: ['userId', 'signOnDate'] })
@Index({ properties: ['imoNumber'] })
export class ServicePeriod {
  [OptionalProps]?: 'id' | 'daysAtSea' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 100 })
  vesselName: string;

  @Property({ type: 'string', length: 7 })
  imoNumber: string;

  @Property({ type: 'string', length: 60 })
  flag: string;

  @Property({ type: 'string', length: 40 })
  vesselType: string;

  @Property({ type: 'integer' })
  grossTonnage: number;

  @Property({ type: 'string', length: 40 })
  rank: string;

  @Property({ type: 'date' })
  signOnDate: string;

  @Property({ type: 'date' })
  signOffDate: string;

  @Property({ type: 'integer', nullable: true })
  daysAtSea: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
