import { Command } from '@nestjs/cqrs';
import type { CatalogueKind } from '../../certifications/contracts/catalogue-ids.js';
import type { UserView } from '../contracts/user-view.js';
import type { Availability, Rank } from '../contracts/user-values.js';

/** The profile fields a user may change about themselves; absent keys stay as they are. */
export type ProfileChanges = Partial<
  {
    position: string | null;
    experience: string | null;
    rank: Rank | null;
    certifications: string[];
    location: string | null;
    experienceYears: number | null;
    bio: string | null;
    availability: Availability | null;
    searchable: boolean;
  } & Record<CatalogueKind, string[]>
>;

export class UpdateProfileCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
