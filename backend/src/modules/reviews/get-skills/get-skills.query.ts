import { Query } from '@nestjs/cqrs';

export interface SkillRating {
  skill: string;
  rating: number;
}

/** Average of each assessed skill over the user's confirmed reviews (1-5, one decimal). */
export class GetSkillsQuery extends Query<SkillRating[]> {
  constructor(readonly userId: string) {
    super();
  }
}
