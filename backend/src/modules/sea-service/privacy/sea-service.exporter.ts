import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';
import { readRecord } from '../service-record/service-record.read.js';

/**
 * Sea service's part of 'Download my data' (ADR 0023): every period and the totals. Who
 * confirmed a period is in reviews' part, on the review that confirmed it (`serviceConfirmed`).
 */
@Injectable()
@Exporter('seaService')
export class SeaServiceExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    return readRecord(em, userId);
  }
}
