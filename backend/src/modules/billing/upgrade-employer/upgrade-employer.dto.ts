import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The spec sends an empty licence as absent; a blank one from another client means the same. */
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : trim({ value }));

export class UpgradeEmployerDto {
  @ApiProperty({ maxLength: 120, example: 'Blue Horizon Crew' })
  @MaxLength(120, { message: 'companyName must be at most 120 characters' })
  @IsNotEmpty({ message: 'Company name is required' })
  @Transform(trim)
  @IsString({ message: 'Company name is required' })
  companyName: string;

  @ApiProperty({ enum: COMPANY_TYPES, description: 'recruitment_agency makes an agency account; the others an employer account' })
  @IsIn(COMPANY_TYPES, { message: 'companyType must be one of yacht_owner, recruitment_agency, management_company' })
  companyType: CompanyType;

  @ApiPropertyOptional({ maxLength: 60, example: 'MLC-1.4-0042' })
  @IsOptional()
  @MaxLength(60, { message: 'licenseNumber must be at most 60 characters' })
  @IsString({ message: 'licenseNumber must be text' })
  @Transform(blankToUndefined)
  licenseNumber?: string;
}
