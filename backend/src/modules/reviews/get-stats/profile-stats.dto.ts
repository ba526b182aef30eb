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
  @ApiProperty({ description: "Received reviews that say 'Served together' (the reviewer's sea service overlaps yours on the vessel the request named)" }) servedTogetherReviews: number;
}
