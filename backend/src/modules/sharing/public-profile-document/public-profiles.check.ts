import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck, type RebuildSources } from '../../../platform/consistency/read-model-check.js';
import { PUBLIC_PROFILE_SUBSCRIBER } from './public-profile-data.subscriber.js';

/** The public-profile documents (summaries, public reviews, profiles) against the events that fed them. */
@Injectable()
@CheckedReadModel()
export class PublicProfilesCheck implements ReadModelCheck {
  readonly kind = 'public-profiles';
  readonly tables = [{ name: 'sharing_review_summaries' }, { name: 'sharing_public_reviews' }, { name: 'sharing_public_profiles' }];

  async rebuild(_em: EntityManager, from: RebuildSources): Promise<void> {
    await from.subscriber(PUBLIC_PROFILE_SUBSCRIBER);
  }
}
