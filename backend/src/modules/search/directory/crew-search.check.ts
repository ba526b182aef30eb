import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck, type RebuildSources } from '../../../platform/consistency/read-model-check.js';
import { CREW_DIRECTORY_SUBSCRIBER } from './crew-directory.subscriber.js';

/** Crew search rows (profile, rating, review counts, certificates, sea service) against the events that fed them. */
@Injectable()
@CheckedReadModel()
export class CrewSearchCheck implements ReadModelCheck {
  readonly kind = 'crew-search';
  readonly tables = [{ name: 'crew_search' }];

  async rebuild(_em: EntityManager, from: RebuildSources): Promise<void> {
    await from.subscriber(CREW_DIRECTORY_SUBSCRIBER);
  }
}
