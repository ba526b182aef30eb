import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ACCOUNT_ROLES, ADMIN_LEVELS, AVAILABILITIES, type AccountRole, type AdminLevel, type Availability } from './user-values.js';
import type { UserView } from './user-view.js';

/** UserView for the OpenAPI document; `implements` keeps the two in step. */
@ApiSchema({ name: 'UserView' })
export class UserViewDto implements UserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true, description: 'A path under /api/objects or an external URL' }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) experience: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The maritime role (RANKS); older rows may hold other text' }) rank: string | null;
  @ApiProperty({ enum: ACCOUNT_ROLES, description: 'The account type' }) role: AccountRole;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: [String] }) certifications: string[];
  @ApiProperty({ type: [String] }) stcwEndorsements: string[];
  @ApiProperty({ type: [String] }) uscgLicenses: string[];
  @ApiProperty({ type: [String] }) mcaCertificates: string[];
  @ApiProperty({ type: [String] }) otherAuthorities: string[];
  @ApiProperty({ type: [String] }) cocEquivalencies: string[];
  @ApiProperty({ enum: ADMIN_LEVELS, nullable: true }) adminLevel: AdminLevel | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionStatus: string | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionPlan: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the paid month; past it the status reads inactive' }) subscriptionExpiresAt: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) experienceYears: number | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ enum: AVAILABILITIES, nullable: true }) availability: Availability | null;
  @ApiProperty() searchable: boolean;
  @ApiProperty({ description: 'False for an account that signs in with emailed links only' }) hasPassword: boolean;
  @ApiProperty({ description: 'The person asked for a second factor on every session (an employer setting)' }) secondFactorRequired: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
