import { Query } from '@nestjs/cqrs';
import type { AdminLevel } from './user-values.js';
import type { UserView } from './user-view.js';

/** Any module may ask for a user's current data by id; null when there is no such user. */
export class GetUserQuery extends Query<UserView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The admin level of each of these users (the admin-rights policy's targets); unknown ids are left out. */
export class GetAdminLevelsQuery extends Query<Array<{ id: string; adminLevel: AdminLevel | null }>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
