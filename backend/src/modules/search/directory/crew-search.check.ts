import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck, type RebuildSources } from '../../../platform/consistency/read-model-check.js';
import { CREW_DIRECTORY_SUBSCRIBER } from './crew-directory.subscriber.js';

/** Crew search rows (profile, rating, review counts, certificates, sea service) against the events that fed them. */
@Injectable()
@CheckedReadModel()
export class CrewSearchCheck implements ReadModelCheck {
  readonly kind = 'crew-search';
  // changed_at is when the worker applied a change (saved-search alerts read it), not a fact of the events.
  readonly tables = [{ name: 'crew_search', ignore: ['changed_at'] }];

  async rebuild(_em: EntityManager, from: RebuildSources): Promise<void> {
    await from.subscriber(CREW_DIRECTORY_SUBSCRIBER);
  }
}
