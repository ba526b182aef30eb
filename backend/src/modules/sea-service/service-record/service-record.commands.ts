import { Command } from '@nestjs/cqrs';
import type { SeaServicePeriod } from '../contracts/sea-service.query.js';

/** What the person enters for a period: all of it but what is derived (id, days, confirmations). */
export type ServicePeriodInput = Omit<SeaServicePeriod, 'id' | 'days' | 'confirmations'>;

/** Records a new period of the person's own sea service. */
export class AddServicePeriodCommand extends Command<SeaServicePeriod> {
  constructor(
    readonly userId: string,
    readonly period: ServicePeriodInput,
  ) {
    super();
  }
}

/** Replaces every field of one of the person's own periods (404 for anyone else's). */
export class UpdateServicePeriodCommand extends Command<SeaServicePeriod> {
  constructor(
    readonly userId: string,
    readonly periodId: string,
    readonly period: ServicePeriodInput,
  ) {
    super();
  }
}

export class RemoveServicePeriodCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly periodId: string,
  ) {
    super();
  }
}
