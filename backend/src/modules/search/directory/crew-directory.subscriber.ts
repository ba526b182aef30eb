import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BulkApplier, type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { CERTIFICATE_EXPIRIES_CHANGED } from '../../certifications/contracts/events.js';
import { ACCOUNT_DELETED, PROFILE_CHANGED, ROLE_CHANGED, USER_REGISTERED } from '../../identity/contracts/events.js';
import { REVIEW_SUMMARY_CHANGED } from '../../reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED } from '../../sea-service/contracts/events.js';
import { applyCrewDirectoryEvents } from './crew-directory-bulk.js';

export const CREW_DIRECTORY_SUBSCRIBER = 'search.crew-directory';

/**
 * Keeps crew_search from identity's and reviews' events. Each row keeps, per part (profile,
 * names, role, review numbers), the position of the last event applied and ignores older ones,
 * since delivery is at least once and in no guaranteed order. A profile that stops being
 * searchable loses every profile field at once; only its numbers and positions stay. An
 * employer or agency account is never listed, whatever its profile says (`employer_account`,
 * from the role); `searchable`, which every query and index reads, is the two parts together.
 * `changed_at` is when a listed row last changed (saved-search alerts look there). One event
 * and a replay's batch go through the same statements (applyCrewDirectoryEvents).
 */
@Injectable()
@Subscriber({
  name: CREW_DIRECTORY_SUBSCRIBER,
  events: [PROFILE_CHANGED, USER_REGISTERED, ROLE_CHANGED, REVIEW_SUMMARY_CHANGED, CERTIFICATE_EXPIRIES_CHANGED, ACCOUNT_DELETED, SEA_SERVICE_CHANGED],
  tables: ['crew_search'],
})
export class CrewDirectorySubscriber implements IntegrationEventSubscriber {
  handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    return applyCrewDirectoryEvents(em, [event]);
  }

  /** Replays and the consistency check: a batch at once, through the same statements. */
  bulk(): BulkApplier {
    return { apply: (em, events) => applyCrewDirectoryEvents(em, events), finish: async () => undefined };
  }
}
