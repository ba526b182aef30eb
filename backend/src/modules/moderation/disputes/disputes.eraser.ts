import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';

/** Account deletion (ADR 0019): the person's disputes are their own words, and go with them. */
@Injectable()
@Eraser('moderation-disputes')
export class DisputesEraser implements PersonalDataEraser {
  async erase(em: EntityManager, person: ErasedPerson) {
    await em.execute('delete from moderation_disputes where disputed_by = ?', [person.userId]);
  }
}
