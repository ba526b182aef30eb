import { Injectable } from '@nestjs/common';
import { certificationCatalogue } from '../catalogue/index.js';
import { strongEtag } from './etag.js';

/**
 * The catalogue as served: serialized and hashed once when the process starts, since the
 * data only changes with a deploy (which also changes the tag, so caches refresh).
 */
@Injectable()
export class CatalogueDocument {
  readonly body = JSON.stringify(certificationCatalogue);
  readonly etag = strongEtag(this.body);
}
