import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ACCESS_LEVELS, type AccessLevel } from './domain/share-link-values.js';
import type { ShareLinkView } from './share-link.view.js';

@ApiSchema({ name: 'ShareLinkView' })
export class ShareLinkViewDto implements ShareLinkView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() token: string;
  @ApiProperty() purpose: string;
  @ApiProperty({ enum: ACCESS_LEVELS }) accessLevel: AccessLevel;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() views: number;
  @ApiProperty({ description: "Whole days left, rounded up; 0 once expired (shown as 'Expired')" }) daysLeft: number;
  @ApiProperty({ description: 'The public address, {APP_URL}/shared/{token}' }) url: string;
}
