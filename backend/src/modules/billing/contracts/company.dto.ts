import { COMPANY_VERIFICATION_METHODS, type CompanyVerificationMethod } from '@crew/contracts/companies';
import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { CompanyView } from './company.js';

// The company's body for the OpenAPI document (ADR 0012), shared by the Employer page's route and the admin area's.

class CompanyVerificationDto {
  @ApiProperty({ enum: COMPANY_VERIFICATION_METHODS }) method: CompanyVerificationMethod;
  @ApiProperty({ format: 'date-time' }) verifiedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The web domain an address was confirmed on' }) domain: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The confirmed address' }) email: string | null;
}

class PendingDomainEmailDto {
  @ApiProperty() email: string;
  @ApiProperty() domain: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

@ApiSchema({ name: 'Company', description: "An employer's or agency's company as its owner reads it" })
export class CompanyDto implements CompanyView {
  @ApiProperty() name: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type: CompanyType;
  @ApiProperty({ type: String, nullable: true, description: 'As given at the upgrade (for agencies, the MLC 2006 recruitment and placement service licence)' })
  licenseNumber: string | null;
  @ApiProperty({ description: "False: crew, reports and /verify show 'Unverified company'" }) verified: boolean;
  @ApiProperty({ type: CompanyVerificationDto, nullable: true }) verification: CompanyVerificationDto | null;
  @ApiProperty({ type: PendingDomainEmailDto, nullable: true, description: 'A link mailed to an address on the domain and not followed yet' })
  pendingDomainEmail: PendingDomainEmailDto | null;
}
