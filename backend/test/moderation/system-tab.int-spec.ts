import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { register } from 'prom-client';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../src/platform/events/integration-event.js';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { SEND_MAIL_JOB } from '../../src/platform/mail/mail.types.js';
import { MAIL_QUEUE } from '../../src/platform/queue/queues.js';
import { createRedis } from '../../src/platform/redis/redis-connections.js';
import { createLink, person } from '../sharing/sharing-helpers.js';
import { eventsDelivered, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { addAuthenticator, afterRecentCheckWindow, nextCode } from '../support/second-factor.js';
import { admin } from './moderation-helpers.js';

/** A subscriber that exists only here, failing while `broken` is set, like one meeting a bug. */
let broken = true;
@Injectable()
@Subscriber({ name: 'test.fragile', events: ['test.fragile-happened'], tables: [] })
class FragileSubscriber implements IntegrationEventSubscriber {
  async handle(_em: EntityManager, _event: StoredIntegrationEvent) {
    if (broken) throw new Error('the fragile table is missing');
  }
}

interface Overview {
  queues: Array<{ name: string; waiting: number; active: number; delayed: number; failed: number }>;
  outbox: { waiting: number; notDispatched: number; oldestAgeSeconds: number | null; failed: number };
  subscribers: Array<{
    name: string; position: string | null; headPosition: string | null; lag: number; lagSeconds: number | null; lastError: string | null;
    replay: { jobId: string; state: string; done: number; total: number | null } | null;
  }>;
}

/** Every System tab action says why (ADR 0043): kept in its audit entry. */
const because = { reason: 'The mail server refused everything for an hour.' };

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the admin System tab', () => {
  let app: TestApp;
  let superAdmin: Awaited<ReturnType<typeof admin>>;
  let mailQueue: Queue;
  let connection: ReturnType<typeof createRedis>;

  beforeAll(async () => {
    app = await startTestApp({}, { workerProviders: [FragileSubscriber] });
    superAdmin = await admin(app, 'super_admin');
    connection = createRedis(app.config);
    mailQueue = new Queue(MAIL_QUEUE, { connection, prefix: `${app.config.REDIS_PREFIX}:bull` });
  });
  afterAll(async () => {
    await mailQueue.close();
    connection.disconnect();
    await app.close();
  });

  const overview = async () => (await superAdmin.agent.get('/api/admin/system').expect(200)).body as Overview;
  const auditOf = (action: string) =>
    app.em.fork().getConnection().execute<Array<{ actor_id: string; target_type: string; details: Record<string, unknown> }>>(
      'select actor_id, target_type, details from admin_audit_log where action = ? order by id', [action]);

  /** A mail job that fails for real: the SMTP server refuses it, and it has one attempt. */
  async function failedMail(to: string): Promise<string> {
    app.smtp.failing = true;
    const [row] = await app.em.fork().getConnection().execute<Array<{ id: string }>>(
      `insert into outbox_messages (queue, name, data, dispatched_at) values (?, ?, ?::jsonb, now()) returning id::text`,
      [MAIL_QUEUE, SEND_MAIL_JOB, JSON.stringify({ to, subject: 'Your review request', text: 'Hello' })],
    );
    const jobId = `outbox-${row.id}`;
    await mailQueue.add(SEND_MAIL_JOB, { to, subject: 'Your review request', text: 'Hello' }, { jobId, attempts: 1 });
    await until(async () => (await mailQueue.getJob(jobId))?.getState(), (state) => state === 'failed');
    return jobId;
  }

  it('is for super admins only: a plain admin, a moderator and crew get 403, signed out 401', async () => {
    const plainAdmin = await admin(app, 'admin');
    const moderator = await admin(app, 'moderator');
    const crew = await person(app);
    for (const someone of [plainAdmin, moderator, crew]) {
      expect((await someone.agent.get('/api/admin/system').expect(403)).body.message).toBe('Super admin privileges required');
      await someone.agent.get('/api/admin/system/failed-jobs').expect(403);
      await someone.agent.post('/api/admin/system/subscribers/reviews.shared-links/replay').expect(403);
      await someone.agent.delete('/api/admin/system/failed-jobs/mail/outbox-1').expect(403);
    }
    await app.http().get('/api/admin/system').expect(401);
    expect(await auditOf('subscriber.replay-started')).toEqual([]);
  });

  it('shows every queue with its counts, the outbox and every subscriber the worker declares', async () => {
    const body = await overview();
    expect(body.queues.map((q) => q.name)).toEqual(['mail', 'integration-events', 'reports', 'exports', 'profile-pdfs', 'certificate-reminders', 'saved-search-alerts', 'consistency-checks', 'system']);
    expect(body.queues[0]).toEqual({ name: 'mail', waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) });
    expect(body.outbox).toEqual({ waiting: expect.any(Number), notDispatched: expect.any(Number), oldestAgeSeconds: body.outbox.waiting ? expect.any(Number) : null, failed: expect.any(Number) });
    // A row the relay has not handed over yet (staged a minute ago) waits, and is the oldest.
    const db = app.em.fork().getConnection();
    await db.execute(`insert into outbox_messages (queue, name, data, created_at, dispatched_at) values ('reports', 'test.never-run', '{}'::jsonb, now() - interval '90 seconds', now())`);
    try {
      const waiting = (await overview()).outbox;
      expect(waiting.waiting).toBeGreaterThanOrEqual(1);
      expect(waiting.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    } finally {
      await db.execute(`delete from outbox_messages where name = 'test.never-run'`);
    }
    expect(body.subscribers.map((s) => s.name)).toEqual(expect.arrayContaining(['reviews.shared-links', 'moderation.audit-log', 'test.fragile']));
  });

  it('refuses a queue or a job that does not exist, changing nothing', async () => {
    expect((await superAdmin.agent.post('/api/admin/system/failed-jobs/nope/outbox-1/retry').send(because).expect(400)).body.message).toMatch(/^queue must be one of mail, /);
    await superAdmin.agent.post('/api/admin/system/failed-jobs/mail/outbox-999999/retry').send(because).expect(404);
    await superAdmin.agent.delete('/api/admin/system/failed-jobs/mail/bad%20id').send(because).expect(400);
    await superAdmin.agent.post('/api/admin/system/subscribers/no.such-subscriber/replay').send(because).expect(404);
    expect(await auditOf('job.retried')).toEqual([]);
  });

  it('a failed mail is listed with its error and attempts; Retry sends it once the mail server accepts again, audited', async () => {
    const to = uniqueEmail('retry');
    const jobId = await failedMail(to);
    const failed = (await superAdmin.agent.get('/api/admin/system/failed-jobs').expect(200)).body as Array<Record<string, unknown>>;
    expect(failed).toContainEqual({ queue: 'mail', id: jobId, name: SEND_MAIL_JOB, error: expect.stringContaining('Mailbox unavailable'), attemptsMade: 1, failedAt: expect.any(String) });
    expect((await overview()).queues.find((q) => q.name === 'mail')!.failed).toBeGreaterThanOrEqual(1);

    app.smtp.failing = false;
    await superAdmin.agent.post(`/api/admin/system/failed-jobs/mail/${jobId}/retry`).send(because).expect(204);
    await app.smtp.waitFor(to, /Your review request/);
    // The worker records the delivery on the outbox row right after the mail server accepted it.
    const delivered = () => app.em.fork().getConnection().execute('select delivered_at is not null as delivered, failed_at is null as watched from outbox_messages where id = ?', [jobId.slice('outbox-'.length)]);
    expect(await until(delivered, ([row]) => row.delivered === true)).toEqual([{ delivered: true, watched: true }]);
    expect(((await superAdmin.agent.get('/api/admin/system/failed-jobs').expect(200)).body as Array<{ id: string }>).map((j) => j.id)).not.toContain(jobId);
    expect(await auditOf('job.retried')).toEqual([
      { actor_id: superAdmin.user.id, target_type: 'system', details: expect.objectContaining({ queue: 'mail', job: jobId, jobName: SEND_MAIL_JOB, attemptsMade: 1, reason: because.reason }) },
    ]);
    // The audit entry keeps no personal data of the mail.
    expect(JSON.stringify(await auditOf('job.retried'))).not.toContain(to);
  });

  it('Discard removes a failed job for good, audited; it is never sent', async () => {
    const to = uniqueEmail('discard');
    const jobId = await failedMail(to);
    await superAdmin.agent.delete(`/api/admin/system/failed-jobs/mail/${jobId}`).send(because).expect(204);
    expect(await mailQueue.getJob(jobId)).toBeUndefined();
    await superAdmin.agent.delete(`/api/admin/system/failed-jobs/mail/${jobId}`).send(because).expect(404);
    app.smtp.failing = false;
    expect(app.smtp.mailsTo(to)).toEqual([]);
    expect(await auditOf('job.discarded')).toEqual([{ actor_id: superAdmin.user.id, target_type: 'system', details: expect.objectContaining({ queue: 'mail', job: jobId, reason: because.reason }) }]);
    // The audit log tab names the job.
    const log = await superAdmin.agent.get('/api/admin/audit-log?action=job.discarded').expect(200);
    expect(log.body[0].target).toEqual(expect.objectContaining({ type: 'system', name: `mail/${jobId}` }));
    const csv = await superAdmin.agent.get('/api/admin/audit-log.csv?action=job.discarded').buffer(true).parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    }).expect(200);
    expect(csv.body as string).toContain('Discarded a failed job,job.discarded');
    expect(csv.body as string).toContain(`,system,mail/${jobId},`);
  });

  it("shows a subscriber's lag and last error while it fails, and the lag back to 0 once it applies the event", async () => {
    broken = true;
    await app.em.fork().transactional(async (em) => app.api.get(IntegrationEvents).publish(em, { type: 'test.fragile-happened', version: 1, payload: {} }));
    const failing = await until(overview, (o) => !!o.subscribers.find((s) => s.name === 'test.fragile')?.lastError);
    const fragile = failing.subscribers.find((s) => s.name === 'test.fragile')!;
    expect(fragile).toEqual(expect.objectContaining({ lag: 1, lastError: expect.stringContaining('test.fragile-happened at position') }));
    expect(fragile.lastError).toContain('the fragile table is missing');
    // Its position stops just below the event it lacks.
    expect(fragile.lastError).toContain(`at position ${BigInt(fragile.position!) + 1n}:`);

    broken = false; // the next retry (2 s later) succeeds
    const caughtUp = await until(overview, (o) => o.subscribers.find((s) => s.name === 'test.fragile')!.lag === 0);
    const after = caughtUp.subscribers.find((s) => s.name === 'test.fragile')!;
    expect(after.position).toBe(after.headPosition);
  });

  it('reports the same position and lag as the metrics, after some events and after a replay', async () => {
    /** The System tab's and the worker metrics' figures for one subscriber, read until both settle on the same log end. */
    const both = async (name: string) => {
      const tab = (await overview()).subscribers.find((s) => s.name === name)!;
      const scraped = await register.metrics();
      const metric = (metricName: string) => Number(new RegExp(`^${metricName}\\{subscriber="${name.replace('.', '\\.')}"\\} (\\S+)$`, 'm').exec(scraped)?.[1]);
      return {
        tab: { position: Number(tab.position), lag: tab.lag, lagSeconds: tab.lagSeconds ?? 0, head: Number(tab.headPosition) },
        metrics: { position: metric('crew_subscriber_position'), lag: metric('crew_subscriber_lag_events'), lagSeconds: metric('crew_subscriber_lag_seconds'), head: Number(/^crew_integration_events_head_position (\S+)$/m.exec(scraped)?.[1]) },
      };
    };
    const agree = (name: string, ok: (figures: Awaited<ReturnType<typeof both>>['tab']) => boolean) =>
      until(() => both(name), ({ tab, metrics }) => tab.head === metrics.head && ok(tab) && ok(metrics));

    // Some events, the last one failing: both say the subscriber stands below it, one event behind.
    broken = false;
    const events = app.api.get(IntegrationEvents);
    for (let i = 0; i < 3; i++) await app.em.fork().transactional(async (em) => events.publish(em, { type: 'test.fragile-happened', version: 1, payload: {} }));
    await eventsDelivered(app);
    broken = true;
    await app.em.fork().transactional(async (em) => events.publish(em, { type: 'test.fragile-happened', version: 1, payload: {} }));
    const behind = await agree('test.fragile', (f) => f.lag === 1);
    expect(behind.metrics).toEqual({ ...behind.tab, lagSeconds: expect.any(Number) });
    expect(behind.tab.position).toBeLessThan(behind.tab.head);

    // A replay applies it (a replay's tables are complete up to its watermark): caught up in both, at the log's end.
    broken = false;
    await superAdmin.agent.post('/api/admin/system/subscribers/test.fragile/replay').send(because).expect(202);
    const caughtUp = await agree('test.fragile', (f) => f.lag === 0);
    expect(caughtUp.metrics).toEqual(caughtUp.tab);
    expect(caughtUp.tab.position).toBe(caughtUp.tab.head);
    await eventsDelivered(app);
  });

  it('Replay from the start rebuilds a read model in the worker, reports its progress, and is audited', async () => {
    const owner = await person(app);
    await createLink(owner);
    await createLink(owner, { purpose: 'Application for Bosun' });
    await eventsDelivered(app);
    const db = app.em.fork().getConnection();
    const before = await db.execute('select * from reviews_shared_links order by 1');
    expect(before.length).toBeGreaterThanOrEqual(2);
    // The read model drifts: a row lost, as after a bad manual fix.
    await db.execute('delete from reviews_shared_links');

    const started = await superAdmin.agent.post('/api/admin/system/subscribers/reviews.shared-links/replay').send(because).expect(202);
    const jobId = started.body.jobId as string;
    expect(jobId).toMatch(/^outbox-\d+$/);
    const done = await until(overview, (o) => o.subscribers.find((s) => s.name === 'reviews.shared-links')?.replay?.state === 'done');
    const replay = done.subscribers.find((s) => s.name === 'reviews.shared-links')!.replay!;
    expect(replay).toEqual(expect.objectContaining({ jobId, state: 'done' }));
    expect(replay.done).toBeGreaterThanOrEqual(2);
    expect(replay.total).toBe(replay.done);
    expect(await db.execute('select * from reviews_shared_links order by 1')).toEqual(before);
    expect((await auditOf('subscriber.replay-started')).filter((e) => e.details.subscriber === 'reviews.shared-links')).toEqual([
      { actor_id: superAdmin.user.id, target_type: 'system', details: { subscriber: 'reviews.shared-links', job: jobId, reason: because.reason } },
    ]);
  });

  it('starts one replay at a time per subscriber', async () => {
    // Two presses at once: the second finds the first one queued.
    const [a, b] = await Promise.all([
      superAdmin.agent.post('/api/admin/system/subscribers/moderation.audit-log/replay').send(because),
      superAdmin.agent.post('/api/admin/system/subscribers/moderation.audit-log/replay').send(because),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    await until(overview, (o) => o.subscribers.find((s) => s.name === 'moderation.audit-log')?.replay?.state === 'done');
  });

  it('Retry, Discard and Replay ask for a reason (400 without, nothing done) and a recent check (403, like the other sensitive actions)', async () => {
    const to = uniqueEmail('asks');
    const jobId = await failedMail(to);
    app.smtp.failing = false;
    const retry = (who: typeof superAdmin, body?: object) => who.agent.post(`/api/admin/system/failed-jobs/mail/${jobId}/retry`).send(body);
    const discard = (who: typeof superAdmin, body?: object) => who.agent.delete(`/api/admin/system/failed-jobs/mail/${jobId}`).send(body);
    const replay = (who: typeof superAdmin, body?: object) => who.agent.post('/api/admin/system/subscribers/reviews.shared-links/replay').send(body);
    const audited = async () => (await auditOf('job.retried')).length + (await auditOf('job.discarded')).length + (await auditOf('subscriber.replay-started')).length;
    const entries = await audited();

    for (const body of [undefined, {}, { reason: '   too short   ' }, { reason: 42 }, { reason: 'x'.repeat(1001) }]) {
      for (const act of [retry, discard, replay]) {
        expect((await act(superAdmin, body).expect(400)).body.message).toMatch(/^reason is required: 10 to 1000 characters saying why/);
      }
    }
    expect(await (await mailQueue.getJob(jobId))!.getState()).toBe('failed');
    expect(await audited()).toBe(entries);

    // A super admin whose last check is over 10 minutes old confirms it is them first.
    const late = await person(app);
    await app.em.fork().execute("update users set admin_level = 'super_admin' where id = ?", [late.user.id]);
    const { secret } = await addAuthenticator(app, late.agent);
    afterRecentCheckWindow(app);
    for (const act of [retry, discard, replay]) expect((await act(late, because).expect(403)).body.code).toBe('recent-check-required');
    expect(await (await mailQueue.getJob(jobId))!.getState()).toBe('failed');
    expect(await audited()).toBe(entries);
    await late.agent.post('/api/auth/check/code').send({ code: nextCode(app, secret) }).expect(204);
    await retry(late, because).expect(204);
    await app.smtp.waitFor(to, /Your review request/);
    expect(await auditOf('job.retried')).toContainEqual({ actor_id: late.user.id, target_type: 'system', details: expect.objectContaining({ job: jobId, reason: because.reason }) });
  });
});
