import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  type CertificateEquivalency, type CertificationCatalogue, EQUIVALENCY_VALIDITIES, type EquivalencyValidity, MCA_CATEGORIES, type McaCategory, type McaCertificate,
  type OtherAuthorityCertificate, STCW_CATEGORIES, type StcwCategory, type StcwEndorsement, type StcwLevel, USCG_CATEGORIES, type UscgCategory, type UscgLicense,
} from '../catalogue/types.js';

const STCW_LEVELS: StcwLevel[] = ['Management', 'Operational', 'Support', 'Basic', 'Advanced'];

@ApiSchema({ name: 'StcwEndorsement' })
export class StcwEndorsementDto implements StcwEndorsement {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'STCW II/2' }) code: string;
  @ApiProperty({ enum: STCW_CATEGORIES }) category: StcwCategory;
  @ApiProperty({ enum: STCW_LEVELS }) level: StcwLevel;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) requirements: string[];
}

@ApiSchema({ name: 'UscgLicense' })
export class UscgLicenseDto implements UscgLicense {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '46 CFR 11.404' }) code: string;
  @ApiProperty({ enum: USCG_CATEGORIES }) category: UscgCategory;
  @ApiPropertyOptional() tonnage?: string;
  @ApiPropertyOptional() horsepower?: string;
  @ApiPropertyOptional() route?: string;
  @ApiPropertyOptional({ type: [String] }) limitations?: string[];
  @ApiProperty() description: string;
}

@ApiSchema({ name: 'McaCertificate' })
export class McaCertificateDto implements McaCertificate {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty({ enum: MCA_CATEGORIES }) category: McaCategory;
  @ApiPropertyOptional() tonnage?: string;
  @ApiPropertyOptional() power?: string;
  @ApiPropertyOptional() route?: string;
  @ApiPropertyOptional({ type: [String] }) limitations?: string[];
  @ApiProperty() description: string;
  @ApiProperty({ example: 'STCW II/2' }) equivalentSTCW: string;
}

@ApiSchema({ name: 'OtherAuthorityCertificate' })
export class OtherAuthorityCertificateDto implements OtherAuthorityCertificate {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() authority: string;
  @ApiProperty() country: string;
  @ApiProperty() category: string;
  @ApiProperty({ enum: ['Management', 'Operational'] }) level: 'Management' | 'Operational';
  @ApiProperty() description: string;
  @ApiProperty() equivalentSTCW: string;
}

@ApiSchema({ name: 'CertificateEquivalency' })
export class CertificateEquivalencyDto implements CertificateEquivalency {
  @ApiProperty() id: string;
  @ApiProperty() fromAuthority: string;
  @ApiProperty() fromCertificate: string;
  @ApiProperty() toAuthority: string;
  @ApiProperty() toCertificate: string;
  @ApiProperty({ type: [String] }) limitations: string[];
  @ApiProperty({ type: [String] }) requirements: string[];
  @ApiProperty({ enum: EQUIVALENCY_VALIDITIES }) validity: EquivalencyValidity;
}

@ApiSchema({ name: 'CertificationCatalogue' })
export class CertificationCatalogueDto implements CertificationCatalogue {
  @ApiProperty({ type: [StcwEndorsementDto] }) stcwEndorsements: StcwEndorsementDto[];
  @ApiProperty({ type: [UscgLicenseDto] }) uscgLicenses: UscgLicenseDto[];
  @ApiProperty({ type: [McaCertificateDto] }) mcaCertificates: McaCertificateDto[];
  @ApiProperty({ type: [OtherAuthorityCertificateDto] }) otherAuthorities: OtherAuthorityCertificateDto[];
  @ApiProperty({ type: [CertificateEquivalencyDto] }) cocEquivalencies: CertificateEquivalencyDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Crew position title -> recommended STCW endorsement ids',
  })
  recommendedEndorsements: Record<string, string[]>;
  @ApiProperty({ type: [String], description: 'STCW endorsement ids every seafarer must hold (basic training)' }) mandatoryBasicTraining: string[];
}
