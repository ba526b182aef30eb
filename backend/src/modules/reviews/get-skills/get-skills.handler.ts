import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { skillAverages } from '../read/review-stats.js';
import { GetSkillsQuery, type SkillRating } from './get-skills.query.js';

@QueryHandler(GetSkillsQuery)
export class GetSkillsHandler implements IQueryHandler<GetSkillsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSkillsQuery): Promise<SkillRating[]> {
    return (await skillAverages(this.em.fork(), userId)).map((s) => ({ skill: s.name, rating: s.averageRating }));
  }
}
