import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ProfileStats } from './get-profile-stats.query.js';

@ApiSchema({ name: 'ProfileStats' })
export class ProfileStatsDto implements ProfileStats {
  @ApiProperty() totalReviews: number;
  @ApiProperty() verifiedReviews: number;
  @ApiProperty() pendingReviews: number;
  @ApiProperty() profileViews: number;
  @ApiProperty() activeLinks: number;
  @ApiProperty({ description: 'Over confirmed reviews, one decimal; 0 without any' }) averageRating: number;
}
