import { AUDIT_ENTRY_KINDS, type AuditEntryKind } from '@crew/contracts/audit-log';
import { COMPANY_VERIFICATION_METHODS, type CompanyVerificationMethod } from '@crew/contracts/companies';
import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ACCOUNT_ROLES, ADMIN_LEVELS, type AccountRole, type AdminLevel } from '../../identity/contracts/user-values.js';
import { ActorDto } from '../moderation.dto.js';
import type { AdminModerationStep, AdminPersonReview, AdminSightingAccount, AdminUserDetail, NamedParty } from './admin-user-detail.controller.js';

// The body of GET /api/admin/users/{userId}/detail for the OpenAPI document (ADR 0012); `implements` keeps each in step with its type.

@ApiSchema({ name: 'NamedParty', description: "A person named for an admin: 'Former member' once their account is deleted" })
class NamedPartyDto implements NamedParty {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() formerMember: boolean;
}

class SecondFactorFactsDto {
  @ApiProperty({ description: 'An authenticator app is set up' }) authenticator: boolean;
  @ApiProperty({ description: 'How many passkeys' }) passkeys: number;
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft: number;
}

class AdminAccountDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ACCOUNT_ROLES }) role: AccountRole;
  @ApiProperty({ enum: ADMIN_LEVELS, nullable: true }) adminLevel: AdminLevel | null;
  @ApiProperty({ description: 'Email confirmed' }) isVerified: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: SecondFactorFactsDto }) secondFactors: SecondFactorFactsDto;
}

@ApiSchema({ name: 'AdminPersonReview' })
class AdminPersonReviewDto implements AdminPersonReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: NamedPartyDto, description: 'The reviewee of a written review, the reviewer of a received one' }) otherParty: NamedPartyDto;
  @ApiProperty({ enum: ['pending', 'confirmed', 'deleted'] }) status: 'pending' | 'confirmed' | 'deleted';
  @ApiProperty() isVerified: boolean;
  @ApiProperty() flaggedAsSuspicious: boolean;
  @ApiProperty() isHidden: boolean;
  @ApiProperty() rating: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deletedAt: string | null;
}

class PersonReviewsDto {
  @ApiProperty({ description: 'All of them; the list holds the newest 50' }) total: number;
  @ApiProperty({ type: [AdminPersonReviewDto] }) reviews: AdminPersonReviewDto[];
}

class SightingAccountDto implements AdminSightingAccount {
  @ApiProperty({ type: NamedPartyDto }) person: NamedPartyDto;
  @ApiProperty() timesSeen: number;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
}

class DeviceSightingDto {
  @ApiProperty({ description: "The start of the device cookie's hash: tells devices apart, reveals nothing" }) fingerprint: string;
  @ApiProperty() timesSeen: number;
  @ApiProperty({ format: 'date-time' }) firstSeenAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ type: [SightingAccountDto], description: 'Other accounts seen on the device' }) otherAccounts: SightingAccountDto[];
}

class SignInIpSightingDto {
  @ApiProperty() ip: string;
  @ApiProperty() timesSeen: number;
  @ApiProperty({ format: 'date-time' }) firstSeenAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'Seen within the window the IP rule compares' }) comparedByFraudRules: boolean;
  @ApiProperty({ type: [SightingAccountDto], description: 'Other accounts that signed in from it within the window' }) otherAccounts: SightingAccountDto[];
}

class AdminSightingsDto {
  @ApiProperty({ description: 'Sign-in addresses older than this many days are not compared by the fraud rules' }) ipWindowDays: number;
  @ApiProperty() totalDevices: number;
  @ApiProperty() totalSignInIps: number;
  @ApiProperty({ type: [DeviceSightingDto] }) devices: DeviceSightingDto[];
  @ApiProperty({ type: [SignInIpSightingDto] }) signInIps: SignInIpSightingDto[];
}

class ModerationReviewRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['written', 'received'] }) side: 'written' | 'received';
}

@ApiSchema({ name: 'AdminModerationStep' })
class AdminModerationStepDto implements AdminModerationStep {
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ description: 'A review event type (ReviewFlagged, ReviewVerified, ReviewFlagCleared, ReviewDeleted) or an audit action' }) action: string;
  @ApiProperty({ enum: AUDIT_ENTRY_KINDS }) kind: AuditEntryKind;
  @ApiProperty({ type: ModerationReviewRefDto, nullable: true }) review: ModerationReviewRefDto | null;
  @ApiProperty({ type: ActorDto }) actor: ActorDto;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'reason ({ category, note } or text), notes, from/to' }) details: Record<string, unknown>;
}

class AdminModerationDto {
  @ApiProperty() total: number;
  @ApiProperty({ type: [AdminModerationStepDto] }) steps: AdminModerationStepDto[];
}

class AdminCompanyVerificationDto {
  @ApiProperty({ enum: COMPANY_VERIFICATION_METHODS }) method: CompanyVerificationMethod;
  @ApiProperty({ format: 'date-time' }) verifiedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The web domain an address was confirmed on' }) domain: string | null;
}

class AdminCompanyDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type: CompanyType;
  @ApiProperty({ type: String, nullable: true, description: 'For agencies, the MLC 2006 recruitment and placement service licence' }) licenseNumber: string | null;
  @ApiProperty() verified: boolean;
  @ApiProperty({ type: AdminCompanyVerificationDto, nullable: true, description: 'How and when; who and why are in the moderation history' })
  verification: AdminCompanyVerificationDto | null;
}

class AdminContactRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) crewId: string;
  @ApiProperty({ enum: ['pending', 'accepted', 'declined', 'withdrawn'] }) status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) respondedAt: string | null;
}

class AdminContactRequestsDto {
  @ApiProperty() total: number;
  @ApiProperty() pending: number;
  @ApiProperty() accepted: number;
  @ApiProperty() declined: number;
  @ApiProperty({ type: [AdminContactRequestDto], description: 'The latest ten' }) recent: AdminContactRequestDto[];
}

class AdminBillingDto {
  @ApiProperty({ type: String, nullable: true }) plan: string | null;
  @ApiProperty({ type: String, nullable: true, description: "'active', or 'inactive' once the month has passed" }) status: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: AdminCompanyDto, nullable: true }) company: AdminCompanyDto | null;
  @ApiProperty({ description: 'Dollars' }) creditsBalance: number;
  @ApiProperty({ type: AdminContactRequestsDto }) contactRequests: AdminContactRequestsDto;
}

@ApiSchema({ name: 'AdminUserDetail' })
export class AdminUserDetailDto implements AdminUserDetail {
  @ApiProperty({ type: AdminAccountDto }) account: AdminAccountDto;
  @ApiProperty({ type: PersonReviewsDto }) reviewsWritten: PersonReviewsDto;
  @ApiProperty({ type: PersonReviewsDto }) reviewsReceived: PersonReviewsDto;
  @ApiProperty({ type: AdminSightingsDto }) sightings: AdminSightingsDto;
  @ApiProperty({ type: AdminModerationDto }) moderation: AdminModerationDto;
  @ApiProperty({ type: AdminBillingDto, nullable: true, description: 'Employers and agencies only' }) billing: AdminBillingDto | null;
}
