import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';

/**
 * Account deletion (ADR 0019) and saved searches: an employer's searches and their alert
 * records go in the deletion's transaction, and a crew member leaves every alert record.
 */
@Injectable()
@Eraser('search-saved-searches')
export class SavedSearchesEraser implements PersonalDataEraser {
  async erase(em: EntityManager, person: ErasedPerson) {
    await em.execute('delete from saved_search_alerted where saved_search_id in (select id from saved_searches where employer_id = ?)', [person.userId]);
    await em.execute('delete from saved_searches where employer_id = ?', [person.userId]);
    await em.execute('delete from saved_search_alerted where crew_id = ?', [person.userId]);
  }
}
