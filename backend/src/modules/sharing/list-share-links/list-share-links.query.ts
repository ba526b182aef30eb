import { Query } from '@nestjs/cqrs';
import type { ShareLinkView } from '../share-link.view.js';

/** The owner's links that are not deleted (expired ones included, shown as 'Expired'), newest first. */
export class ListShareLinksQuery extends Query<ShareLinkView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
