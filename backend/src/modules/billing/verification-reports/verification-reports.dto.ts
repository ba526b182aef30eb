import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { REPORT_STATUSES, REPORT_TYPES, type ReportStatus, type ReportType } from './verification-report.entity.js';

export class OrderVerificationReportDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'crewId must be the id of a crew member' })
  crewId: string;

  @ApiProperty({ enum: REPORT_TYPES })
  @IsIn(REPORT_TYPES, { message: `reportType must be one of: ${REPORT_TYPES.join(', ')}` })
  reportType: ReportType;

  @ApiPropertyOptional({ description: "true once the employer confirmed the price: when this month's reports are used up (or the plan has none), the report is paid with credits ($25)" })
  @IsOptional()
  @IsBoolean({ message: 'payWithCredits must be true or false' })
  payWithCredits?: boolean;
}

@ApiSchema({ name: 'VerificationReport', description: 'A verification report as the employer who ordered it sees it' })
export class VerificationReportView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty({ enum: REPORT_STATUSES, description: 'pending while the worker builds it; ready to download; failed (the allowance was given back)' })
  status: ReportStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the crew member deleted their account' }) crewId: string | null;
  @ApiProperty({ description: "The crew member's name, or 'Former member'" }) crewName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) issuedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 of the PDF, hex' }) sha256: string | null;
  @ApiProperty({ description: 'Whether the PDF can be downloaded (built, and its crew member has not deleted their account)' }) downloadable: boolean;
  @ApiProperty({ description: 'Where anyone can check the report is genuine' }) verifyUrl: string;
}

@ApiSchema({ name: 'PublicReport', description: 'What anyone holding the PDF can check: the report as it was issued' })
export class PublicReportView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty({ description: 'A report with this id was issued by Crew Reviews' }) genuine: boolean;
  @ApiProperty({ description: 'SHA-256 of the PDF as issued, hex: a file with another hash was altered' }) sha256: string;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
  @ApiProperty({ description: "The crew member's name, or 'Former member' after an account deletion" }) crewName: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: COMPANY_TYPES, nullable: true }) companyType: CompanyType | null;
  @ApiProperty({ description: "Whether the ordering company is verified now (false: 'Unverified company')" }) companyVerified: boolean;
  @ApiProperty({ description: 'Whether it was verified when the report was ordered, as the PDF says' }) companyVerifiedOnReport: boolean;
}
