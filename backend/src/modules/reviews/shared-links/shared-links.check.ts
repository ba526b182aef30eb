import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck, type RebuildSources } from '../../../platform/consistency/read-model-check.js';
import { SHARED_LINKS_SUBSCRIBER } from './shared-links.subscriber.js';

/** Share links and their views as reviews counts them (GET /api/stats), against sharing's events. */
@Injectable()
@CheckedReadModel()
export class SharedLinksCheck implements ReadModelCheck {
  readonly kind = 'shared-links';
  readonly tables = [{ name: 'reviews_shared_links' }];

  async rebuild(_em: EntityManager, from: RebuildSources): Promise<void> {
    await from.subscriber(SHARED_LINKS_SUBSCRIBER);
  }
}
