import type { EntityManager as Em } from '@mikro-orm/postgresql';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListServiceConfirmationsQuery } from '../../reviews/contracts/service-confirmations.query.js';
import { formatCalendarDays } from '@crew/contracts/calendar-days';
import { Clock } from '../../../platform/clock/clock.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { GetSeaServiceQuery, type SeaServicePeriod, type SeaServiceRecord } from '../contracts/sea-service.query.js';
import { clashingPeriod, normalizeImo, periodProblem } from '../domain/service-rules.js';
import { seaServiceChanged } from '../sea-service-events.js';
import { AddServicePeriodCommand, RemoveServicePeriodCommand, type ServicePeriodInput, UpdateServicePeriodCommand } from './service-record.commands.js';
import { ServicePeriod } from './service-period.entity.js';
import { readRecord, withConfirmations } from './service-record.read.js';

export const PERIOD_NOT_FOUND = 'Service period not found';
/** Namespace of the per-person advisory lock that serialises writes of one person's periods. */
const PERSON_LOCK = 7401;

/**
 * Runs one change of a person's record: under their lock (two concurrent additions cannot
 * both pass the overlap check), then announces the record as it now is, in the same transaction.
 */
async function change<T>(em: Em, events: IntegrationEvents, userId: string, work: (tx: Em) => Promise<T>): Promise<{ result: T; record: SeaServiceRecord }> {
  return em.fork().transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${PERSON_LOCK}, hashtext(?))`, [userId]);
    const result = await work(tx);
    await tx.flush();
    const record = await readRecord(tx, userId);
    events.publish(tx, seaServiceChanged(userId, record));
    return { result, record };
  });
}

function checked(input: ServicePeriodInput, today: string): ServicePeriodInput {
  const problem = periodProblem({ from: input.signOnDate, to: input.signOffDate, daysAtSea: input.daysAtSea }, today);
  if (problem) throw new BadRequestException(problem);
  return { ...input, imoNumber: normalizeImo(input.imoNumber) };
}

async function refuseOverlap(tx: Em, userId: string, input: ServicePeriodInput, editing: string | null) {
  const periods = await tx.find(ServicePeriod, { userId });
  const clash = clashingPeriod(
    periods.map((p) => ({ id: p.id, imoNumber: p.imoNumber, from: p.signOnDate, to: p.signOffDate, daysAtSea: p.daysAtSea, vesselName: p.vesselName })),
    { from: input.signOnDate, to: input.signOffDate },
    editing,
  );
  if (clash) {
    throw new ConflictException(
      `This period overlaps your service on ${clash.vesselName} (${formatCalendarDays(clash.from, clash.to)}): one person serves on one vessel at a time`,
    );
  }
}

const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);
const byId = (record: SeaServiceRecord, id: string): SeaServicePeriod => record.periods.find((p) => p.id === id) as SeaServicePeriod;

@QueryHandler(GetSeaServiceQuery)
export class GetSeaServiceHandler implements IQueryHandler<GetSeaServiceQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  /** The record with who confirmed each period: reviews keeps the confirmations (they are review events, ADR 0027). */
  async execute({ userId, options }: GetSeaServiceQuery): Promise<SeaServiceRecord> {
    // readRecord leaves every period's confirmations empty.
    if (options.withConfirmations === false) return readRecord(this.em.fork(), userId);
    const [record, confirmations] = await Promise.all([readRecord(this.em.fork(), userId), this.queries.execute(new ListServiceConfirmationsQuery(userId))]);
    return withConfirmations(record, confirmations);
  }
}

@CommandHandler(AddServicePeriodCommand)
export class AddServicePeriodHandler implements ICommandHandler<AddServicePeriodCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, period }: AddServicePeriodCommand): Promise<SeaServicePeriod> {
    const input = checked(period, today(this.clock));
    const { result, record } = await change(this.em, this.events, userId, async (tx) => {
      await refuseOverlap(tx, userId, input, null);
      const row = tx.create(ServicePeriod, { userId, ...input });
      return row.id;
    });
    return byId(record, result);
  }
}

@CommandHandler(UpdateServicePeriodCommand)
export class UpdateServicePeriodHandler implements ICommandHandler<UpdateServicePeriodCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, periodId, period }: UpdateServicePeriodCommand): Promise<SeaServicePeriod> {
    const input = checked(period, today(this.clock));
    const { record } = await change(this.em, this.events, userId, async (tx) => {
      // Another person's period is as unknown as a missing one.
      const row = await tx.findOne(ServicePeriod, { id: periodId, userId });
      if (!row) throw new NotFoundException(PERIOD_NOT_FOUND);
      await refuseOverlap(tx, userId, input, periodId);
      Object.assign(row, input, { updatedAt: this.clock.now() });
    });
    return byId(record, periodId);
  }
}

@CommandHandler(RemoveServicePeriodCommand)
export class RemoveServicePeriodHandler implements ICommandHandler<RemoveServicePeriodCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, periodId }: RemoveServicePeriodCommand): Promise<void> {
    await change(this.em, this.events, userId, async (tx) => {
      const removed = await tx.execute<Array<{ id: string }>>('delete from sea_service_periods where id = ? and user_id = ? returning id', [periodId, userId]);
      if (removed.length === 0) throw new NotFoundException(PERIOD_NOT_FOUND);
    });
  }
}
