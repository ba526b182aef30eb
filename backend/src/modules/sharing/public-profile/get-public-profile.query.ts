import { Query } from '@nestjs/cqrs';
import type { PublicProfile } from './public-profile.view.js';

export interface PublicProfileLookup {
  linkId: string;
  ownerId: string;
  profile: PublicProfile;
}

/**
 * The profile behind a live link (not deleted, not expired), or null. Reading it counts no
 * view: the API controller records views, link previews do not.
 */
export class GetPublicProfileQuery extends Query<PublicProfileLookup | null> {
  constructor(
    readonly token: string,
    readonly options: { withReviews: boolean } = { withReviews: true },
  ) {
    super();
  }
}
