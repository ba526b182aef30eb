import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory } from '@crew/contracts/moderation';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import type { Actor } from '../actors.js';
import { ActorDto } from '../moderation.dto.js';
import { DecisionDto } from '../moderation-reason.dto.js';
import { DISPUTE_STATUSES, type DisputeStatus } from './dispute.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const DISPUTE_TEXT_MIN = 20;
export const DISPUTE_TEXT_MAX = 2000;
const TEXT_MESSAGE = `text must be ${DISPUTE_TEXT_MIN} to ${DISPUTE_TEXT_MAX} characters: say why you think the decision is wrong`;

export class OpenDisputeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'reviewId must be a review id' })
  reviewId: string;

  @ApiProperty({ minLength: DISPUTE_TEXT_MIN, maxLength: DISPUTE_TEXT_MAX })
  @Transform(trim)
  @IsString({ message: TEXT_MESSAGE })
  @MinLength(DISPUTE_TEXT_MIN, { message: TEXT_MESSAGE })
  @MaxLength(DISPUTE_TEXT_MAX, { message: TEXT_MESSAGE })
  text: string;
}

export class DecideDisputeDto extends DecisionDto {
  @ApiProperty({ enum: ['upheld', 'overturned'], description: "'upheld': the decision stands; 'overturned': it is reversed (a flag cleared, a removed review restored)" })
  @IsIn(['upheld', 'overturned'], { message: 'outcome must be upheld or overturned' })
  outcome: 'upheld' | 'overturned';
}

export class ListDisputesQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'decided'], default: 'open' })
  @IsOptional()
  @IsIn(['open', 'decided'], { message: 'status must be open or decided' })
  status?: 'open' | 'decided';
}

/** What the person who may dispute sees: the decision (its category, never the admin's note) and their dispute. */
export class MyDisputeDto {
  @ApiProperty({ format: 'uuid' }) reviewId: string;
  @ApiProperty({ enum: ['reviewee', 'reviewer'] }) side: 'reviewee' | 'reviewer';
  @ApiProperty({ enum: ['removed', 'flag-upheld'] }) decision: 'removed' | 'flag-upheld';
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES, nullable: true }) category: ModerationReasonCategory | null;
  @ApiProperty({ format: 'date-time' }) decidedAt: string;
  @ApiProperty({ enum: DISPUTE_STATUSES, nullable: true, description: 'null until the person disputes' }) status: DisputeStatus | null;
  @ApiProperty({ type: String, nullable: true }) text: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disputedAt: string | null;
}

class DisputeResolutionDto {
  @ApiProperty({ type: ActorDto }) actor: Actor;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES }) category: ModerationReasonCategory;
  @ApiProperty() note: string;
}

/** A dispute as admins decide it. */
export class AdminDisputeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) reviewId: string;
  @ApiProperty() reviewText: string;
  @ApiProperty() rating: number;
  @ApiProperty() revieweeName: string;
  @ApiProperty() reviewerName: string;
  @ApiProperty({ enum: ['removed', 'flag-upheld'] }) decision: 'removed' | 'flag-upheld';
  @ApiProperty({ type: ActorDto, description: 'Who decided first: they may not decide the dispute' }) decidedBy: Actor;
  @ApiProperty({ type: ActorDto }) disputedBy: Actor;
  @ApiProperty({ enum: ['reviewee', 'reviewer'] }) side: 'reviewee' | 'reviewer';
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ enum: DISPUTE_STATUSES }) status: DisputeStatus;
  @ApiProperty({ type: DisputeResolutionDto, nullable: true }) resolution: DisputeResolutionDto | null;
}
