import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';
import { ListServiceConfirmationsQuery } from '../../reviews/contracts/service-confirmations.query.js';
import { readRecord, withConfirmations } from '../service-record/service-record.read.js';

/**
 * Sea service's part of 'Download my data' (ADR 0023): every period with who confirmed it (as
 * GET /api/sea-service lists them), and the totals. The confirmations are reviews' to give, so
 * they come through its query rather than this export's snapshot; a review confirmed between the
 * two reads is at most one confirmation early.
 */
@Injectable()
@Exporter('seaService')
export class SeaServiceExporter implements PersonalDataExporter {
  constructor(private readonly queries: QueryBus) {}

  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [record, confirmations] = await Promise.all([readRecord(em, userId), this.queries.execute(new ListServiceConfirmationsQuery(userId))]);
    return withConfirmations(record, confirmations);
  }
}
