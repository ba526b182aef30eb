import { Query } from '@nestjs/cqrs';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** An uploaded object's bytes and detected type; null when there is none. */
export class GetStoredObjectQuery extends Query<StoredObject | null> {
  constructor(readonly objectId: string) {
    super();
  }
}
