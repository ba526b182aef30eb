import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import { CHECK_CONSISTENCY_JOB, CONSISTENCY_CHECK_SCHEDULER, ConsistencyCheckProcessor } from '../../src/platform/consistency/consistency-check.processor.js';
import { CONSISTENCY_CHECKS_QUEUE } from '../../src/platform/queue/queues.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { ConsistencyRuns } from '../../src/platform/consistency/consistency-runs.js';
import { admin } from '../moderation/moderation-helpers.js';
import { ConsistencyChecker, type ConsistencyResult, totalDiffering } from '../../src/platform/consistency/consistency-checker.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { createLink, type Person } from '../sharing/sharing-helpers.js';
import { crew, employer } from '../search/search-helpers.js';
import { reviewed } from '../reviews/review-helpers.js';

/** Issue 27, "Read models that provably equal their events": drift is found, by kind, and repaired. */
describe('consistency check', () => {
  let app: TestApp;
  let sailor: Person;
  let boss: Person;
  let reviewIds: string[];

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);
  const check = (repair = false) => app.worker.get(ConsistencyChecker).run({ repair });
  const byKind = (result: ConsistencyResult) => Object.fromEntries(result.kinds.map((k) => [k.kind, k]));

  beforeAll(async () => {
    app = await startTestApp();
    sailor = await crew(app, { firstName: 'Sam', lastName: 'Sailor' }, { position: 'Bosun', rank: 'bosun' });
    const first = await crew(app, { firstName: 'Rita', lastName: 'Reviewer' });
    const second = await crew(app, { firstName: 'Otto', lastName: 'Other' });
    reviewIds = [
      (await reviewed(sailor, first, {}, undefined, { context: 'M/Y Aurora' })).reviewId,
      (await reviewed(sailor, second, { rating: 4 }, undefined, { context: 'M/Y Borealis' })).reviewId,
    ];
    for (const id of reviewIds) await sailor.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
    await createLink(sailor);
    boss = await employer(app, 'basic');
    await boss.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
    // Two crew profiles opened, counted on the plan's monthly profile views.
    await boss.agent.get(`/api/search/crew/${sailor.user.id}`).expect(200);
    await boss.agent.get(`/api/search/crew/${first.user.id}`).expect(200);
    await eventsDelivered(app);
  });

  afterAll(() => app?.close());

  it('finds nothing on a database the product wrote, and checks every kind', async () => {
    const result = await check();
    expect(result.kinds.map((k) => k.kind)).toEqual(['allowance-counters', 'audit-log', 'credit-balances', 'crew-search', 'public-profiles', 'reviews', 'shared-links']);
    expect(result.kinds.filter((k) => k.differing > 0 || k.error)).toEqual([]);
    // The check saw real rows, not empty tables on both sides.
    expect(await sql("select used from usage_counters where employer_id = ? and feature = 'profile_view'", [boss.user.id])).toEqual([{ used: 2 }]);
    expect(Number((await sql<{ n: string }>('select count(*) as n from sharing_public_reviews where reviewee_id = ?', [sailor.user.id]))[0].n)).toBe(2);
  });

  it('reports each kind of drift with its row, repairs it, and then finds nothing', async () => {
    const before = {
      stats: await sql('select * from review_stats where user_id = ?', [sailor.user.id]),
      search: await sql('select average_rating, total_reviews from crew_search where user_id = ?', [sailor.user.id]),
      balance: await sql('select balance from credit_balances where employer_id = ?', [boss.user.id]),
      audit: await sql('select action, target_id, details from admin_audit_log where event_id is not null and target_id = ? order by occurred_at', [boss.user.id]),
      usage: await sql('select feature, period, used from usage_counters where employer_id = ? order by 1, 2', [boss.user.id]),
    };
    const ghost = randomUUID();
    // A stat off by one; a public review that should be gone; a search row with an old rating;
    // a balance that disagrees with the ledger; a share link's views; a lost audit entry.
    await sql('update review_stats set total_reviews = total_reviews + 1 where user_id = ?', [sailor.user.id]);
    await sql(
      `insert into sharing_public_reviews (review_id, reviewee_id, review, created_at, position)
       select ?, reviewee_id, review, created_at, position from sharing_public_reviews where review_id = ?`,
      [ghost, reviewIds[0]],
    );
    await sql('update crew_search set average_rating = 3.0 where user_id = ?', [sailor.user.id]);
    await sql('update credit_balances set balance = balance + 7 where employer_id = ?', [boss.user.id]);
    await sql('update reviews_shared_links set views = views + 3 where user_id = ?', [sailor.user.id]);
    // An allowance counter off (two views given back by hand) and one that nothing used.
    await sql("update usage_counters set used = used - 2 where employer_id = ? and feature = 'profile_view'", [boss.user.id]);
    await sql("insert into usage_counters (employer_id, feature, period, used) values (?, 'message', '2026-01', 3)", [boss.user.id]);
    const [lost] = await sql<{ event_id: string }>("select event_id from admin_audit_log where target_id = ? and action = 'credits.added'", [boss.user.id]);
    await app.em.fork().transactional(async (em) => {
      // The log refuses deletes: only someone bypassing its trigger, as here, can lose an entry.
      await em.execute("set local session_replication_role = 'replica'");
      await em.execute('delete from admin_audit_log where event_id = ?', [lost.event_id]);
    });

    const found = byKind(await check());
    expect(found['allowance-counters']).toMatchObject({
      differing: 2,
      samples: expect.arrayContaining([
        { table: 'usage_counters', key: { employer_id: boss.user.id, feature: 'profile_view', period: before.usage[0].period }, problem: 'differs', columns: ['used'] },
        { table: 'usage_counters', key: { employer_id: boss.user.id, feature: 'message', period: '2026-01' }, problem: 'unexpected', columns: [] },
      ]),
    });
    expect(found.reviews).toMatchObject({ differing: 1, samples: [{ table: 'review_stats', key: { user_id: sailor.user.id }, problem: 'differs', columns: ['total_reviews'] }] });
    expect(found['public-profiles']).toMatchObject({ differing: 1, samples: [{ table: 'sharing_public_reviews', key: { review_id: ghost }, problem: 'unexpected' }] });
    expect(found['crew-search']).toMatchObject({ differing: 1, samples: [{ table: 'crew_search', key: { user_id: sailor.user.id }, problem: 'differs', columns: ['average_rating'] }] });
    expect(found['credit-balances']).toMatchObject({ differing: 1, samples: [{ table: 'credit_balances', key: { employer_id: boss.user.id }, problem: 'differs', columns: ['balance'] }] });
    expect(found['shared-links']).toMatchObject({ differing: 1, samples: [{ table: 'reviews_shared_links', problem: 'differs', columns: ['views'] }] });
    expect(found['audit-log']).toMatchObject({ differing: 1, samples: [{ table: 'admin_audit_log', key: { event_id: lost.event_id }, problem: 'missing' }] });

    const repaired = await check(true);
    expect(repaired.kinds.map((k) => [k.kind, k.repaired])).toEqual([
      ['allowance-counters', 2], ['audit-log', 1], ['credit-balances', 1], ['crew-search', 1], ['public-profiles', 1], ['reviews', 1], ['shared-links', 1],
    ]);
    expect(totalDiffering(await check())).toBe(0);
    expect(await sql('select * from review_stats where user_id = ?', [sailor.user.id])).toEqual(before.stats);
    expect(await sql('select average_rating, total_reviews from crew_search where user_id = ?', [sailor.user.id])).toEqual(before.search);
    expect(await sql('select balance from credit_balances where employer_id = ?', [boss.user.id])).toEqual(before.balance);
    expect(await sql('select action, target_id, details from admin_audit_log where event_id is not null and target_id = ? order by occurred_at', [boss.user.id])).toEqual(before.audit);
    expect(await sql('select 1 from sharing_public_reviews where review_id = ?', [ghost])).toEqual([]);
    expect(await sql('select feature, period, used from usage_counters where employer_id = ? order by 1, 2', [boss.user.id])).toEqual(before.usage);
    // What people see follows: the employer's credits are the ledger's again.
    const billing = await boss.agent.get('/api/user/subscription').expect(200);
    expect(JSON.stringify(billing.body)).toContain(`"creditsRemaining":${before.balance[0].balance}`);
  });

  it("runs on the worker's schedule, and the last run shows to super admins only and in the metrics", async () => {
    const queue = app.worker.get<Queue>(getQueueToken(CONSISTENCY_CHECKS_QUEUE), { strict: false });
    expect(await queue.getJobSchedulers()).toEqual([expect.objectContaining({ key: CONSISTENCY_CHECK_SCHEDULER, name: CHECK_CONSISTENCY_JOB, every: 86_400_000 })]);

    await sql('update review_stats set pending_reviews = pending_reviews + 2 where user_id = ?', [sailor.user.id]);
    // The scheduled job's own work, run now rather than in a day.
    const processor = app.worker.get(ConsistencyCheckProcessor);
    await processor.check();
    // A schedule's job arriving soon after (a worker restarting upserts the schedule, which
    // runs it at once) does not start another whole check.
    const runs = async () => Number((await sql('select count(*) as n from consistency_runs'))[0].n);
    const stored = await runs();
    await processor.process({ name: CHECK_CONSISTENCY_JOB } as Job);
    expect(await runs()).toBe(stored);

    const superAdmin = await admin(app, 'super_admin');
    const report = (await superAdmin.agent.get('/api/admin/system/consistency').expect(200)).body;
    expect(report.lastRun).toMatchObject({ repaired: false, differing: 1 });
    expect(report.lastRun.kinds.find((k: { kind: string }) => k.kind === 'reviews')).toEqual({
      kind: 'reviews',
      differing: 1,
      repaired: 0,
      error: null,
      samples: [{ table: 'review_stats', key: `user_id=${sailor.user.id}`, problem: 'differs', columns: ['pending_reviews'] }],
    });
    expect(Date.parse(report.lastRun.finishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const metrics = await register.getSingleMetricAsString('crew_consistency_differing_rows');
    expect(metrics).toContain('crew_consistency_differing_rows{kind="reviews"} 1');
    expect(metrics).toContain('crew_consistency_differing_rows{kind="crew-search"} 0');
    const lastRun = Number((await register.getSingleMetricAsString('crew_consistency_last_run_timestamp_seconds')).split('\n').at(-1)!.split(' ')[1]);
    expect(lastRun).toBeCloseTo(Date.parse(report.lastRun.finishedAt) / 1000, 0);

    const plainAdmin = await admin(app, 'admin');
    expect((await plainAdmin.agent.get('/api/admin/system/consistency').expect(403)).body.message).toBe('Super admin privileges required');
    await sailor.agent.get('/api/admin/system/consistency').expect(403);
    await app.http().get('/api/admin/system/consistency').expect(401);

    // A worker started with CONSISTENCY_CHECK_EVERY_MS=0 takes the schedule away: no check runs on its own.
    const unscheduled = new ConsistencyCheckProcessor(app.worker.get(ConsistencyChecker), app.worker.get(ConsistencyRuns), queue, { ...app.worker.get(AppConfig), CONSISTENCY_CHECK_EVERY_MS: 0 } as AppConfig);
    await unscheduled.onApplicationBootstrap();
    expect(await queue.getJobSchedulers()).toEqual([]);
    // Nor does a scheduled job another process queued with its own settings, however long ago the last check ran.
    await sql(`update consistency_runs set finished_at = finished_at - interval '30 days'`);
    await unscheduled.process({ name: CHECK_CONSISTENCY_JOB } as Job);
    expect(await runs()).toBe(stored);
    await processor.process({ name: CHECK_CONSISTENCY_JOB } as Job);
    expect(await runs()).toBe(stored + 1);
  });
});
