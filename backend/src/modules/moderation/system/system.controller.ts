import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, ConflictException, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPLAY_SUBSCRIBER_JOB } from '../../../platform/events/integration-event.js';
import { readSubscriberStatus, type SubscriberStatus } from '../../../platform/events/subscriber-status.js';
import { readOutboxStatus, type OutboxStatus } from '../../../platform/queue/outbox-status.js';
import { OutboxService } from '../../../platform/queue/outbox.service.js';
import { outboxIdOf } from '../../../platform/queue/outbox-deliveries.js';
import { type FailedJob, type JobView, type QueueCounts, QueuedJobs } from '../../../platform/queue/queued-jobs.js';
import { SYSTEM_QUEUE } from '../../../platform/queue/queues.js';
import { CurrentOrigin, CurrentUserId, type RequestOrigin, Require, RequiresRecentCheck } from '../../identity/contracts/auth.js';
import { AuditLog, systemTargetId } from '../audit-log/audit-log.js';
import { FailedJobDto, JobParams, ReplayStartedDto, SubscriberParams, SystemActionDto, SystemOverviewDto } from './system.dto.js';

/** A replay as the tab shows it, read from its job in the queue. */
export interface ReplayView {
  jobId: string;
  /** 'gone': the queue no longer keeps the job (kept a week once done). */
  state: 'queued' | 'running' | 'done' | 'failed' | 'gone';
  done: number;
  total: number | null;
  error: string | null;
  finishedAt: string | null;
}

export interface SubscriberView extends Omit<SubscriberStatus, 'replayJobId'> {
  replay: ReplayView | null;
}

export interface SystemOverview {
  queues: QueueCounts[];
  outbox: OutboxStatus;
  subscribers: SubscriberView[];
}

const JOB_NOT_FOUND = 'No failed job with this id in this queue';
const JOB_MOVED = 'This job is no longer failed: another admin retried or discarded it';
const SUBSCRIBER_NOT_FOUND = 'No subscriber with this name';
const REPLAY_RUNNING = 'A replay of this subscriber is already under way';

function replayOf(jobId: string, job: JobView | null): ReplayView {
  if (!job) return { jobId, state: 'gone', done: 0, total: null, error: null, finishedAt: null };
  const progress = (job.progress && typeof job.progress === 'object' ? job.progress : {}) as { done?: number; total?: number };
  const state = job.state === 'completed' ? 'done' : job.state === 'failed' ? 'failed' : job.state === 'active' ? 'running' : 'queued';
  const done = state === 'done' ? ((job.returnValue as { events?: number } | null)?.events ?? progress.done ?? 0) : (progress.done ?? 0);
  return { jobId, state, done, total: progress.total ?? (state === 'done' ? done : null), error: job.error, finishedAt: job.finishedAt };
}

/**
 * The admin System tab (issue 27): the queues, their failed jobs, the outbox and the
 * integration-event subscribers, for super admins only (ADR 0043). Every change asks for a
 * reason and a recent check (ADR 0041), like the other sensitive admin actions, and is audited
 * with the reason in the same transaction as the row it touches; a replay runs in the worker.
 */
@ApiTags('admin')
@Controller('admin/system')
@Require('isSuperAdmin')
export class SystemController {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: QueuedJobs,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getSystemOverview', summary: "Super admins: each queue's job counts, the outbox's waiting rows, each subscriber's position, lag, last error and last replay" })
  @ApiOkResponse({ type: SystemOverviewDto })
  async overview(): Promise<SystemOverview> {
    const em = this.em.fork();
    const [queues, outbox, subscribers] = await Promise.all([this.jobs.counts(), readOutboxStatus(em), readSubscriberStatus(em)]);
    const views = await Promise.all(
      subscribers.map(async ({ replayJobId, ...status }) => ({
        ...status,
        replay: replayJobId ? replayOf(replayJobId, await this.jobs.job(SYSTEM_QUEUE, replayJobId)) : null,
      })),
    );
    return { queues, outbox, subscribers: views };
  }

  @Get('failed-jobs')
  @ApiOperation({ operationId: 'listFailedJobs', summary: 'Super admins: the newest failed jobs of every queue (50 per queue), newest first, with their error and attempts' })
  @ApiOkResponse({ type: [FailedJobDto] })
  failedJobs(): Promise<FailedJob[]> {
    return this.jobs.failed();
  }

  @Post('failed-jobs/:queue/:jobId/retry')
  @HttpCode(204)
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'retryFailedJob', summary: 'Super admins: run a failed job again now, with its attempts counted afresh (audited with a reason; a recent check)' })
  @ApiNoContentResponse({ description: 'Queued again' })
  async retry(@Param() { queue, jobId }: JobParams, @Body() { reason }: SystemActionDto, @CurrentUserId() adminId: string, @CurrentOrigin() origin: RequestOrigin): Promise<void> {
    const job = await this.jobs.failedJob(queue, jobId);
    if (!job) throw new NotFoundException(JOB_NOT_FOUND);
    await this.em.fork().transactional(async (em) => {
      await this.audit.append(em, { actorId: adminId, action: 'job.retried', targetType: 'system', targetId: systemTargetId(`${queue}/${jobId}`), details: detailsOf(job, reason), origin });
      // The relay watches a row again only while it is not marked failed (see OutboxRelay.recheck).
      const outboxId = outboxIdOf(job);
      if (outboxId) await em.execute('update outbox_messages set failed_at = null where id = ? and delivered_at is null', [outboxId]);
      // Last, so that a refused audit entry leaves the job as it was; a job another admin
      // retried or discarded a moment ago is no longer failed, and nothing is recorded.
      await this.jobs.retry(queue, jobId).catch(() => {
        throw new ConflictException(JOB_MOVED);
      });
    });
  }

  @Delete('failed-jobs/:queue/:jobId')
  @HttpCode(204)
  @RequiresRecentCheck()
  @ApiOperation({ operationId: 'discardFailedJob', summary: 'Super admins: remove a failed job for good; its work is never done (audited with a reason; a recent check)' })
  @ApiNoContentResponse({ description: 'Discarded' })
  async discard(@Param() { queue, jobId }: JobParams, @Body() { reason }: SystemActionDto, @CurrentUserId() adminId: string, @CurrentOrigin() origin: RequestOrigin): Promise<void> {
    const job = await this.jobs.failedJob(queue, jobId);
    if (!job) throw new NotFoundException(JOB_NOT_FOUND);
    await this.em.fork().transactional(async (em) => {
      await this.audit.append(em, { actorId: adminId, action: 'job.discarded', targetType: 'system', targetId: systemTargetId(`${queue}/${jobId}`), details: detailsOf(job, reason), origin });
      await this.jobs.discard(queue, jobId);
    });
  }

  @Post('subscribers/:name/replay')
  @HttpCode(202)
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'replaySubscriber',
    summary:
      "Super admins: rebuild a subscriber's tables from every event of its types, in the worker; the overview shows its progress (audited with a reason; a recent check; 409 while one runs)",
  })
  @ApiAcceptedResponse({ type: ReplayStartedDto })
  async replay(
    @Param() { name }: SubscriberParams,
    @Body() { reason }: SystemActionDto,
    @CurrentUserId() adminId: string,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<ReplayStartedDto> {
    return this.em.fork().transactional(async (em) => {
      // The row lock makes two admins pressing at once start one replay.
      const [row] = await em.execute<Array<{ replay_job_id: string | null }>>('select replay_job_id from integration_subscribers where name = ? for update', [name]);
      if (!row) throw new NotFoundException(SUBSCRIBER_NOT_FOUND);
      if (row.replay_job_id) {
        const previous = replayOf(row.replay_job_id, await this.jobs.job(SYSTEM_QUEUE, row.replay_job_id));
        const staged = await em.execute('select 1 from outbox_messages where id = ? and dispatched_at is null', [outboxIdOf({ id: row.replay_job_id }) ?? '0']);
        if (previous.state === 'queued' || previous.state === 'running' || staged.length > 0) throw new ConflictException(REPLAY_RUNNING);
      }
      // Through the outbox like any job: it reaches the worker even if Redis blinks now.
      const message = this.outbox.add(em, { queue: SYSTEM_QUEUE, name: REPLAY_SUBSCRIBER_JOB, data: { subscriber: name } });
      await em.flush();
      const jobId = `outbox-${message.id}`;
      await em.execute('update integration_subscribers set replay_job_id = ? where name = ?', [jobId, name]);
      await this.audit.append(em, { actorId: adminId, action: 'subscriber.replay-started', targetType: 'system', targetId: systemTargetId(name), details: { subscriber: name, job: jobId, reason }, origin });
      return { jobId };
    });
  }
}

/** What the audit entry keeps of a job, and the admin's reason: never its data (a mail's address and text are personal data). */
function detailsOf(job: FailedJob, reason: string): Record<string, unknown> {
  return { queue: job.queue, job: job.id, jobName: job.name, error: job.error.slice(0, 300), attemptsMade: job.attemptsMade, reason };
}
