import { REASON_NOTE_MAX, REASON_NOTE_MIN } from '@crew/contracts/moderation';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { OutboxStatus } from '../../../platform/queue/outbox-status.js';
import { QUEUES, type QueueName } from '../../../platform/queue/queues.js';
import type { FailedJob, QueueCounts } from '../../../platform/queue/queued-jobs.js';
import type { ReplayView, SubscriberView, SystemOverview } from './system.controller.js';

// Response bodies of the System tab's calls for the OpenAPI document (ADR 0012).

class QueueCountsDto implements QueueCounts {
  @ApiProperty({ enum: QUEUES }) name: QueueName;
  @ApiProperty({ description: 'Waiting for a worker (prioritized included)' }) waiting: number;
  @ApiProperty({ description: 'Being run by a worker now' }) active: number;
  @ApiProperty({ description: 'Waiting for their next attempt, or scheduled' }) delayed: number;
  @ApiProperty({ description: 'Gave up after their last attempt' }) failed: number;
}

class OutboxStatusDto implements OutboxStatus {
  @ApiProperty({ description: 'Rows whose job has not done its work yet' }) waiting: number;
  @ApiProperty({ description: 'Of those, rows not handed to the queue yet' }) notDispatched: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Age of the oldest waiting row, in seconds' }) oldestAgeSeconds: number | null;
  @ApiProperty({ description: 'Rows whose job gave up after its last attempt' }) failed: number;
}

class ReplayDto implements ReplayView {
  @ApiProperty() jobId: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed', 'gone'] }) state: ReplayView['state'];
  @ApiProperty({ description: 'Events applied so far' }) done: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Events of its types in the log when the replay began (null until it begins)' }) total: number | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finishedAt: string | null;
}

class SubscriberDto implements SubscriberView {
  @ApiProperty() name: string;
  @ApiProperty({ type: [String], description: 'The event types it applies' }) events: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Log position up to which it has applied every event of its types, as crew_subscriber_position reports it (null: the log is empty)' })
  position: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The log's end: the newest event's position (null: the log is empty)" }) headPosition: string | null;
  @ApiProperty({ description: 'Events of its types whose delivery is under way and that it has not applied' }) lag: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Age of the oldest of those, in seconds' }) lagSeconds: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastErrorAt: string | null;
  @ApiProperty({ type: ReplayDto, nullable: true, description: 'The last replay an admin started' }) replay: ReplayDto | null;
}

@ApiSchema({ name: 'SystemOverview', description: "The admin System tab: the queues, the outbox and the integration-event subscribers" })
export class SystemOverviewDto implements SystemOverview {
  @ApiProperty({ type: [QueueCountsDto] }) queues: QueueCountsDto[];
  @ApiProperty({ type: OutboxStatusDto }) outbox: OutboxStatusDto;
  @ApiProperty({ type: [SubscriberDto] }) subscribers: SubscriberDto[];
}

@ApiSchema({ name: 'FailedJob', description: 'A job that used up its attempts' })
export class FailedJobDto implements FailedJob {
  @ApiProperty({ enum: QUEUES }) queue: QueueName;
  @ApiProperty() id: string;
  @ApiProperty({ description: 'What the job does, `<module>.<verb-noun>`' }) name: string;
  @ApiProperty({ description: 'The error of its last attempt' }) error: string;
  @ApiProperty() attemptsMade: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) failedAt: string | null;
}

@ApiSchema({ name: 'ReplayStarted' })
export class ReplayStartedDto {
  @ApiProperty({ description: 'The replay job, whose progress the overview shows' }) jobId: string;
}

/** A job in the path: its queue by name, its id as BullMQ gives it (the relay's `outbox-12`, or a number). */
export class JobParams {
  @ApiProperty({ enum: QUEUES })
  @IsIn(QUEUES, { message: `queue must be one of ${QUEUES.join(', ')}` })
  queue: QueueName;

  @ApiProperty()
  @Matches(/^[A-Za-z0-9:_-]{1,100}$/, { message: 'jobId must be a job id (letters, digits, : _ -, at most 100)' })
  jobId: string;
}

export class SubscriberParams {
  @ApiProperty()
  @Matches(/^[a-z0-9.-]{1,100}$/, { message: 'name must be a subscriber name' })
  name: string;
}

export const SYSTEM_REASON_REQUIRED = `reason is required: ${REASON_NOTE_MIN} to ${REASON_NOTE_MAX} characters saying why`;

/**
 * Why a super admin retries or discards a failed job or replays a subscriber: one note, kept in
 * the audit entry. No category: the moderation categories describe people and reviews, not jobs.
 */
@ApiSchema({ name: 'SystemActionReason' })
export class SystemActionDto {
  @ApiProperty({ minLength: REASON_NOTE_MIN, maxLength: REASON_NOTE_MAX, example: 'The mail server refused mail for an hour; it accepts again.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: SYSTEM_REASON_REQUIRED })
  @MinLength(REASON_NOTE_MIN, { message: SYSTEM_REASON_REQUIRED })
  @MaxLength(REASON_NOTE_MAX, { message: SYSTEM_REASON_REQUIRED })
  reason: string;
}
