import { AUDIT_ENTRY_KINDS, type AuditEntryKind } from '@crew/contracts/audit-log';
import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@crew/contracts/moderation';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { REVIEW_EVENT_TYPES, type ReviewEventTypeName } from '@crew/contracts/review-events';
import type { AdminUserView, UserTotals } from '../identity/contracts/admin.js';
import { ACCOUNT_ROLES, ADMIN_LEVELS, type AccountRole, type AdminLevel } from '../identity/contracts/user-values.js';
import { FRAUD_RULES, type FraudEvidence, type FraudRule, type FraudSignal, type ReviewTotals } from '../reviews/contracts/moderation.queries.js';
import type { Actor } from './actors.js';
import type { AdminResolution, AdminReview, BulkOutcome } from './admin-reviews/admin-reviews.controller.js';
import type { AuditLogEntry } from './audit-log/audit-log.controller.js';
import type { ReviewHistoryStep } from './review-history/review-history.js';
import type { SystemStats } from './system-stats/system-stats.controller.js';

// Response bodies of the admin calls for the OpenAPI document (ADR 0012); `implements` keeps each in step with its type.

class UserTotalsDto implements UserTotals {
  @ApiProperty() totalUsers: number;
  @ApiProperty() crewMembers: number;
  @ApiProperty({ description: 'Employer and agency accounts' }) employers: number;
  @ApiProperty() admins: number;
}

class ReviewTotalsDto implements ReviewTotals {
  @ApiProperty() totalReviews: number;
  @ApiProperty() verifiedReviews: number;
  @ApiProperty() pendingReviews: number;
  @ApiProperty() suspiciousReviews: number;
}

@ApiSchema({ name: 'SystemStats' })
export class SystemStatsDto implements SystemStats {
  @ApiProperty({ type: UserTotalsDto }) users: UserTotalsDto;
  @ApiProperty({ type: ReviewTotalsDto }) reviews: ReviewTotalsDto;
}

@ApiSchema({ name: 'AdminUser', description: 'A user as the admin dashboard lists them; never a password hash' })
export class AdminUserDto implements AdminUserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ enum: ACCOUNT_ROLES }) role: AccountRole;
  @ApiProperty({ enum: ADMIN_LEVELS, nullable: true }) adminLevel: AdminLevel | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: String, nullable: true }) subscriptionStatus: string | null;
  @ApiProperty({ type: String, nullable: true }) subscriptionPlan: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while the account is suspended' }) suspendedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'FraudSignal', description: 'What one fraud rule found at submission (ADR 0018)' })
export class FraudSignalDto implements FraudSignal {
  @ApiProperty({ enum: FRAUD_RULES }) rule: FraudRule;
  @ApiProperty({ enum: ['flag', 'warning'], description: 'A flag flags the review alone; a warning only together with another signal' })
  weight: 'flag' | 'warning';
  @ApiProperty({ description: 'A readable sentence with the evidence summarised' }) reason: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }], nullable: true },
    description: 'The facts behind the reason (times seen, dates, counts, similarity) by name; `reviewIds` lists the other reviews involved (ADR 0034)',
  })
  evidence: FraudEvidence;
}

@ApiSchema({
  name: 'Actor',
  description: "A person, or the system with a null id: a review's history names the part that acted ('System (fraud rules)', 'System (mail delivery)'), the audit log says 'system'",
})
export class ActorDto implements Actor {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

@ApiSchema({ name: 'AdminResolution', description: 'The admin decision that settled a flag, or vouched for the review' })
class AdminResolutionDto implements AdminResolution {
  @ApiProperty({ enum: ['flag-cleared', 'verified'] }) kind: 'flag-cleared' | 'verified';
  @ApiProperty({ type: ActorDto }) actor: ActorDto;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES, nullable: true, description: 'Null for decisions made before reasons were required' })
  category: ModerationReasonCategory | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}


@ApiSchema({ name: 'BulkOutcome' })
export class BulkOutcomeDto implements BulkOutcome {
  @ApiProperty({ format: 'uuid' }) reviewId: string;
  @ApiProperty() ok: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why this review was refused' }) message: string | null;
}

@ApiSchema({ name: 'AdminReview' })
export class AdminReviewDto implements AdminReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) revieweeId: string;
  @ApiProperty({ description: "'Former member' once the account is deleted" }) revieweeName: string;
  @ApiProperty({ format: 'uuid' }) reviewerId: string;
  @ApiProperty() reviewerName: string;
  @ApiProperty() reviewerEmail: string;
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status: 'pending' | 'confirmed';
  @ApiProperty() isVerified: boolean;
  @ApiProperty() flaggedAsSuspicious: boolean;
  @ApiProperty({ type: String, nullable: true }) flaggingReason: string | null;
  @ApiProperty({ type: [FraudSignalDto], description: 'Fraud signals found at submission, warnings that did not flag included' })
  signals: FraudSignalDto[];
  @ApiProperty({ type: AdminResolutionDto, nullable: true, description: 'How the flag was settled; null while it is live or nothing was decided' })
  resolution: AdminResolutionDto | null;
  @ApiProperty() isHidden: boolean;
  @ApiProperty() rating: number;
  @ApiProperty() text: string;
  @ApiProperty() reviewerPosition: string;
  @ApiProperty() reviewerVessel: string;
  @ApiProperty() ipAddress: string;
  @ApiProperty({ type: String, nullable: true, description: 'Admin notes' }) verificationNotes: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'ReviewHistoryStep' })
export class ReviewHistoryStepDto implements ReviewHistoryStep {
  @ApiProperty({ enum: ['review-request', 'review'] }) stream: 'review-request' | 'review';
  @ApiProperty({ enum: REVIEW_EVENT_TYPES, description: 'The stored event type (docs/events.md)' }) type: ReviewEventTypeName;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
  @ApiProperty({ type: ActorDto, description: 'Who did it; the system (null id) for what the fraud rules, the sea service match or mail delivery recorded' })
  actor: ActorDto;
  @ApiProperty({ type: String, nullable: true, description: "The person's address; null for the system's steps" }) ip: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The event's data (docs/events.md); a ReviewSeaServiceConfirmed also names the vesselName and imoNumber of its ReviewServedTogether",
  })
  data: Record<string, unknown>;
}

class AuditTargetDto {
  @ApiProperty({ enum: ['user', 'review', 'system'], description: "'system': a queue job or a subscriber (named in the details)" }) type: 'user' | 'review' | 'system';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: "The user's name, 'Former member' once deleted (reviews have none); a system target's job (queue/job id) or subscriber" }) name: string | null;
  @ApiProperty({ description: 'A user target whose account no longer exists' }) formerMember: boolean;
}

@ApiSchema({ name: 'AuditLogEntry' })
export class AuditLogEntryDto implements AuditLogEntry {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'e.g. user.role-changed, review.flag-cleared' }) action: string;
  @ApiProperty({ enum: AUDIT_ENTRY_KINDS, description: "admin: an admin's action (or the system's); account: the person's own account activity (billing)" })
  kind: AuditEntryKind;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: ActorDto }) actor: ActorDto;
  @ApiProperty({ type: AuditTargetDto }) target: AuditTargetDto;
  @ApiProperty({ type: 'object', additionalProperties: true }) details: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
}
