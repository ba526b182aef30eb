import { Query } from '@nestjs/cqrs';

export interface SharingStats {
  profileViews: number;
  activeLinks: number;
}

/** A user's share-link numbers for the stats card (profile views, active links). */
export class GetSharingStatsQuery extends Query<SharingStats> {
  constructor(readonly userId: string) {
    super();
  }
}
