import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { SkillRating } from './get-skills.query.js';

@ApiSchema({ name: 'SkillRating' })
export class SkillRatingDto implements SkillRating {
  @ApiProperty({ description: 'The skill as the skills card names it, e.g. "Technical Skills"' }) skill: string;
  @ApiProperty({ description: '1-5, one decimal' }) rating: number;
}
