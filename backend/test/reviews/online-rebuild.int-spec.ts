import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { identityEvents } from '../../src/modules/identity/identity-events.js';
import { RebuildReviewProjectionsCommand, type RebuildProgress } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { person, type Person, reviewed } from './review-helpers.js';

const TABLES = {
  review_requests: 'id',
  reviews: 'id',
  review_reviewer_stats: 'reviewee_id, reviewer_id',
  review_stats: 'user_id',
  review_skill_stats: 'user_id, skill',
  review_duplicate_bands: 'band, created_at, review_id',
} as const;

/** A text no other review resembles (the near-duplicate rule would flag a copy and take it out of the count). */
const distinctText = () => `Stood her watches well; log ${Array.from({ length: 8 }, () => randomBytes(3).toString('hex')).join(' ')}.`;

describe('rebuilding the review projections online', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const conn = () => app.em.fork().getConnection();
  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES)) result[table] = await conn().execute(`select * from ${table} order by ${order}`);
    return result;
  };
  /** review_totals' sum (ADR 0049) beside the rows it counts, everyone's. */
  const reviewTotals = async () =>
    (await conn().execute<Array<{ counted: string; actual: string }>>(
      'select (select coalesce(sum(count), 0) from review_totals)::text as counted, (select count(*) from reviews)::text as actual',
    ))[0];
  /** review_duplicate_bands (ADR 0059) beside the bands of the reviews it indexes: the rows either side lacks. */
  const bandRows = async () =>
    (await conn().execute<Array<{ astray: string; rows: string }>>(
      `with expected as (select distinct b.band, r.created_at, r.id as review_id from reviews r cross join unnest(r.duplicate_bands) as b(band)),
            kept as (select band, created_at, review_id from review_duplicate_bands)
       select ((select count(*) from (select * from expected except select * from kept) missing)
             + (select count(*) from (select * from kept except select * from expected) extra))::text as astray,
              (select count(*) from kept)::text as rows`,
    ))[0];
  /** What a migration made of the tables: index and constraint names and definitions. */
  const schema = () =>
    conn().execute(
      `select c.relname, i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = any(?::text[])
       union all
       select conrelid::regclass::text, conname, pg_get_constraintdef(oid) from pg_constraint where conrelid::regclass::text = any(?::text[])
       order by 1, 2, 3`,
      [`{${Object.keys(TABLES).join(',')}}`, `{${Object.keys(TABLES).join(',')}}`],
    );

  it('keeps serving every request while it runs, never shows a half-built table, and swaps in what the log says', async () => {
    const [captain, ...crew] = await Promise.all(Array.from({ length: 11 }, (_, i) => person(app, { firstName: 'Crew', lastName: `Member${i}` })));
    for (const reviewer of crew.slice(0, 5)) await reviewed(captain, reviewer, { text: distinctText() });
    // Others' history, so the copy takes several batches: crew 8 reviewed by crew 9 and 10.
    for (const reviewer of crew.slice(9, 11)) await reviewed(crew[8], reviewer, { text: distinctText() });
    await eventsDelivered(app);
    const tablesBefore = await schema();
    const startedWith = (await captain.agent.get('/api/stats').expect(200)).body.totalReviews as number;
    expect(startedWith).toBe(5);

    // A reader throughout: the captain's dashboard and list, as fast as they answer.
    const seen: Array<{ total: number; listed: number }> = [];
    const failures: string[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const [stats, list] = await Promise.all([captain.agent.get('/api/stats'), captain.agent.get('/api/reviews?limit=50')]);
        if (stats.status !== 200 || list.status !== 200) failures.push(`${stats.status} ${list.status}`);
        else seen.push({ total: stats.body.totalReviews, listed: (list.body as unknown[]).length });
      }
    })();

    // Writes while it runs: new reviews during the copy and the catch-up, and a suspension after
    // the numbers were computed (identity's event, not the log's) of a reviewer of someone else.
    const phases: RebuildProgress[] = [];
    let written = 0;
    const write = async (reviewer: Person) => {
      await reviewed(captain, reviewer, { text: distinctText() });
      written++;
    };
    let suspended = false;
    const result = await app.api.get(CommandBus).execute(
      new RebuildReviewProjectionsCommand({
        batchSize: 5,
        swapBelow: 1,
        onProgress: async (p) => {
          phases.push(p);
          // Under the swap's locks the product waits; so would a request sent from here.
          if (p.phase === 'swap') return;
          if (p.phase === 'copy' && written < 2) await write(crew[5 + written]);
          if (p.phase === 'catch-up' && !suspended) {
            suspended = true;
            await app.api.get(EntityManager).fork().transactional(async (em) => {
              app.api.get(IntegrationEvents).publish(em, identityEvents.accountSuspended(crew[9].user.id, captain.user.id, new Date()));
            });
            await eventsDelivered(app);
            await write(crew[7]);
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      }),
    );
    reading = false;
    await reader;

    expect(failures).toEqual([]);
    expect(seen.length).toBeGreaterThan(10);
    // No reader ever saw fewer reviews than before: not an empty table, not a half-built one.
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].total).toBeGreaterThanOrEqual(seen[i - 1].total);
      expect(seen[i].listed).toBeGreaterThanOrEqual(seen[i - 1].listed);
    }
    expect(seen[0].total).toBeGreaterThanOrEqual(startedWith);
    expect(written).toBe(3);
    // The swap applies what arrived after the last round (a delivery the worker recorded meanwhile, say), if anything.
    expect(phases.map((p) => p.phase)).toEqual(expect.arrayContaining(['copy', 'catch-up']));
    expect(phases.at(-1)?.events).toBe(result.events);
    expect(result.caughtUp).toBeGreaterThan(0);
    // The counters kept by triggers (the system stats, ADR 0049) count the swapped-in table once,
    // the review written during the catch-up included (ADR 0058: counted into the copy).
    const totals = await reviewTotals();
    expect(totals.counted).toBe(totals.actual);
    // So do the near-duplicate search's band rows (ADR 0059): filled from the copy, then kept by its triggers.
    const bands = await bandRows();
    expect(Number(bands.rows)).toBeGreaterThanOrEqual(30 * (startedWith + written));
    expect(bands.astray).toBe('0');

    // What the swap put in place is what the log says: a second rebuild, with nothing else running, changes nothing.
    // The invitations' deliveries are recorded by the worker as they go out: let them settle first.
    for (const deadline = Date.now() + 15_000; ; ) {
      const [{ queued }] = await conn().execute<Array<{ queued: string }>>(`select count(*) as queued from review_requests where email_status = 'queued'`);
      if (Number(queued) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rebuilt = await snapshot();
    // Every review written meanwhile is in the new tables (the burst may be flagged, so listed, not counted).
    expect((await captain.agent.get('/api/reviews?limit=50').expect(200)).body).toHaveLength(startedWith + written);
    expect(seen.at(-1)?.listed).toBe(startedWith + written);
    await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(await snapshot()).toEqual(rebuilt);
    // The suspended reviewer's pairs were followed into the new tables.
    const pairs = await conn().execute<Array<{ reviewer_suspended: boolean }>>('select reviewer_suspended from review_reviewer_stats where reviewer_id = ?', [crew[9].user.id]);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.every((p) => p.reviewer_suspended)).toBe(true);

    // Same indexes and keys under the same names; no copies or old tables left behind.
    expect(await schema()).toEqual(tablesBefore);
    const again = await reviewTotals();
    expect(again.counted).toBe(again.actual);
    expect((await bandRows()).astray).toBe('0');
    expect(await conn().execute(`select nspname from pg_namespace where nspname like 'reviews_re%'`)).toEqual([]);
  });
});
