import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';

/**
 * Account deletion (ADR 0019) and sea service: the person's periods go in the deletion's
 * transaction. Their `sea-service.service-changed` events keep only sealed periods, which read
 * as [] once the person's key is destroyed.
 */
@Injectable()
@Eraser('sea-service')
export class SeaServiceEraser implements PersonalDataEraser {
  async erase(em: EntityManager, person: ErasedPerson) {
    await em.execute('delete from sea_service_periods where user_id = ?', [person.userId]);
  }
}
