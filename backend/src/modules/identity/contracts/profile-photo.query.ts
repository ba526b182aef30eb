import { Query } from '@nestjs/cqrs';

export interface ProfilePhoto {
  body: Buffer;
  /** As detected from the bytes when uploaded: image/png, image/jpeg, image/gif or image/webp. */
  contentType: string;
}

/** The bytes of a person's current profile photo (e.g. to print it on their profile PDF); null without one. */
export class GetProfilePhotoQuery extends Query<ProfilePhoto | null> {
  constructor(readonly userId: string) {
    super();
  }
}
