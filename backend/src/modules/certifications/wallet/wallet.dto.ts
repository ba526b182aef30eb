import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type TransformFnParams, Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, registerDecorator, type ValidationArguments } from 'class-validator';
import { CERTIFICATE_STATUSES, type CertificateStatus, isIsoDay } from '../domain/certificate-status.js';
import { MAX_KEY_LENGTH } from '../domain/certificate-key.js';
import { CATALOGUE_KINDS } from '../contracts/catalogue-ids.js';

const KEY_KINDS = [...CATALOGUE_KINDS, 'free'] as const;

/** Trims text; a blank field clears the value. Other types are left for the validators to refuse. */
function trimmedOrNull({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A real calendar day written YYYY-MM-DD. */
function IsCalendarDay(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isCalendarDay',
      target: target.constructor,
      propertyName: property as string,
      options: { message: (args: ValidationArguments) => `${args.property} must be a date written YYYY-MM-DD` },
      validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDay(value) },
    });
}

const keyDescription = "The certification: '<catalogue>:<id>' (e.g. 'stcwEndorsements:pst') or 'free:<name>' for a free-text certification on the profile";

export class CertificateKeyQueryDto {
  @ApiProperty({ description: keyDescription, maxLength: MAX_KEY_LENGTH, example: 'stcwEndorsements:pst' })
  @MaxLength(MAX_KEY_LENGTH, { message: `key must be at most ${MAX_KEY_LENGTH} characters` })
  @IsNotEmpty({ message: 'key is required' })
  @IsString({ message: 'key must be text' })
  key: string;
}

/** The details of one held certificate; every field is replaced (a field left out or blank is cleared). */
export class SaveCertificateDetailsDto extends CertificateKeyQueryDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, example: 'GB-COC-123456' })
  @IsOptional()
  @Transform(trimmedOrNull)
  @Matches(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { message: 'number may hold letters, digits, spaces and . / -' })
  @MaxLength(50, { message: 'number must be at most 50 characters' })
  @IsString({ message: 'number must be text' })
  number?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 120, example: 'Maritime and Coastguard Agency' })
  @IsOptional()
  @Transform(trimmedOrNull)
  @MaxLength(120, { message: 'authority must be at most 120 characters' })
  @IsString({ message: 'authority must be text' })
  authority?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2024-03-01' })
  @IsOptional()
  @IsCalendarDay()
  issueDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2029-02-28' })
  @IsOptional()
  @IsCalendarDay()
  expiryDate?: string | null;
}

export class WalletSettingsDto {
  @ApiProperty({ description: "'Email me before my certificates expire': reminders 90, 30 and 7 days before and on the day" })
  @IsBoolean({ message: 'expiryReminders must be true or false' })
  expiryReminders: boolean;
}

@ApiSchema({ name: 'CertificateScan', description: 'The uploaded scan (its bytes only for the owner, at GET /api/certifications/wallet/scan)' })
export class CertificateScanView {
  @ApiProperty({ enum: ['application/pdf', 'image/png', 'image/jpeg'] }) contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

@ApiSchema({ name: 'WalletCertificate', description: 'One certification the person holds, with the details they recorded (shown to its owner: the number in full)' })
export class WalletCertificateView {
  @ApiProperty({ description: keyDescription }) key: string;
  @ApiProperty({ enum: KEY_KINDS }) kind: (typeof KEY_KINDS)[number];
  @ApiProperty({ description: 'The catalogue name, or the free text as typed' }) name: string;
  @ApiProperty({ type: String, nullable: true, description: 'The catalogue code (e.g. STCW A-VI/1-1); null for free text' }) code: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The number while the owner keeps it hidden: a fixed mask and at most its last four characters ('•••• 3456'), never more than half of it" }) numberMasked: string | null;
  @ApiProperty({ type: String, nullable: true }) authority: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) issueDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiryDate: string | null;
  @ApiProperty({ enum: CERTIFICATE_STATUSES, nullable: true, description: 'From the expiry date: expired after it, expiring within 90 days, else valid; null without an expiry date' })
  status: CertificateStatus | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days from today (UTC) to the expiry date; negative once expired' }) daysToExpiry: number | null;
  @ApiProperty({ type: CertificateScanView, nullable: true }) scan: CertificateScanView | null;
}

@ApiSchema({ name: 'CertificateWallet', description: "The signed-in person's certificate wallet" })
export class CertificateWalletView {
  @ApiProperty({ format: 'date', description: 'The day statuses are judged on (UTC)' }) today: string;
  @ApiProperty({ description: 'How many certificates expire within 90 days (expiry today included, expired ones not)' }) expiringSoon: number;
  @ApiProperty({ description: 'How many certificates have expired' }) expired: number;
  @ApiProperty({ description: "'STCW Certified': the person holds at least one STCW endorsement from the catalogue that has not expired (free text never counts)" })
  stcwCertified: boolean;
  @ApiProperty({ description: "'Email me before my certificates expire'" }) expiryReminders: boolean;
  @ApiProperty({ type: [WalletCertificateView], description: 'Every certification on the profile: the catalogue selections, then the free-text ones' })
  certificates: WalletCertificateView[];
}

@ApiSchema({ name: 'WalletSettings' })
export class WalletSettingsView {
  @ApiProperty() expiryReminders: boolean;
}
