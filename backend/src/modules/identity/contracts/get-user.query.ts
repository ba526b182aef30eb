import { Query } from '@nestjs/cqrs';
import type { UserView } from './user-view.js';

/** Any module may ask for a user's current data by id; null when there is no such user. */
export class GetUserQuery extends Query<UserView | null> {
  constructor(readonly userId: string) {
    super();
  }
}
