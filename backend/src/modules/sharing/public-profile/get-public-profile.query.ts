import { Query } from '@nestjs/cqrs';
import type { ServedDocument } from '../public-profile-document/public-profile-document.js';

export interface PublicProfileLookup extends ServedDocument {
  linkId: string;
  ownerId: string;
}

/**
 * The profile behind a live link (not deleted, not expired) as the JSON text to send and its
 * strong ETag, or null. Reading it counts no view: the API controller records views, link
 * previews do not.
 */
export class GetPublicProfileQuery extends Query<PublicProfileLookup | null> {
  constructor(readonly token: string) {
    super();
  }
}
