import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../event-store/event-store.js';
import { ReviewIntegrationEvents } from '../projections/review-integration-events.js';
import { ReviewProjector } from '../projections/review-projector.js';
import { RebuildReviewProjectionsCommand, type RebuildProgress, type RebuildResult } from './rebuild-review-projections.command.js';
import { ShadowTables } from '../../../platform/database/shadow-tables.js';
import { BEFORE_FIRST_STREAM, ReviewRowsBuilder } from './review-rows-builder.js';

/**
 * The read tables a rebuild replaces (not reviews_suspended_accounts: identity's events keep it),
 * and review_totals and review_duplicate_bands, which triggers on reviews keep (ADR 0049, 0059):
 * their copies are filled from the copy of reviews once, before the catch-up, not from the
 * swapped-in table under the swap's locks.
 */
const REVIEW_READ_TABLES = ['review_requests', 'reviews', 'review_reviewer_stats', 'review_stats', 'review_skill_stats', 'review_totals', 'review_duplicate_bands'];
/** Where the rebuild builds its copies. */
const SHADOW_SCHEMA = 'reviews_rebuild';

/** The swap waits at most this long for a lock: readers queue behind a waiting lock request. */
const SWAP_LOCK_WAIT = '500ms';
const SWAP_ATTEMPTS = 30;
const CATCH_UP_ROUNDS = 20;
/** Memory for the sorts of the numbers and of the copies' index builds (a session's, for a few statements). */
const BULK_MEMORY = '256MB';
/** Account deletions that began this long before the rebuild may have committed after it began. */
const ERASURE_MARGIN = '1 hour';

/** lock_timeout, or a deadlock the server broke by failing the swap: both are worth another try. */
const isLockConflict = (error: unknown) => ['55P03', '40P01'].includes((error as { code?: string }).code ?? '');

@CommandHandler(RebuildReviewProjectionsCommand)
export class RebuildReviewProjectionsHandler implements ICommandHandler<RebuildReviewProjectionsCommand> {
  private readonly shadow = new ShadowTables(SHADOW_SCHEMA, REVIEW_READ_TABLES);

  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
    private readonly integration: ReviewIntegrationEvents,
    private readonly rows: ReviewRowsBuilder,
  ) {}

  /**
   * Online (ADR 0050): copies of the read tables are filled from the log while the product
   * serves and appends to the originals, a range of streams at a time, each stream's row folded
   * from its events (ADR 0055); rounds of catch-up apply what was appended meanwhile, event by event;
   * then one short transaction stops appends, applies the last few events, and swaps the copies
   * in. Nobody ever reads a half-built table, and no request waits longer than the swap.
   */
  async execute(command: RebuildReviewProjectionsCommand): Promise<RebuildResult> {
    const em = this.em.fork();
    const [{ began }] = await em.execute<Array<{ began: string }>>('select now()::text as began');
    await em.transactional((tx) => this.shadow.create(tx));
    try {
      const progress = new Progress(command);
      const copyEnd = await this.settledPosition(em);
      progress.total = Number(copyEnd);
      // The copy: rows only, each person's numbers once at the end (as before going online).
      const copyStarted = Date.now();
      await this.copyRows(em, copyEnd, command.batchSize, progress);
      const copyMs = Date.now() - copyStarted;
      let after = copyEnd;
      await em.transactional(
        async (tx) => {
          await this.shadow.onCopies(tx);
          await tx.execute(`set local work_mem = '${BULK_MEMORY}'`);
          // Which reviewers were suspended in the very snapshot the numbers are computed from.
          await tx.execute(`create table ${SHADOW_SCHEMA}.suspended_then as select user_id, suspended from public.reviews_suspended_accounts`);
          await this.projector.refreshAggregates(tx, null);
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      );
      await em.transactional(async (tx) => {
        // Each index is built once over all the rows: sorting them in memory is what makes that fast.
        await tx.execute(`set local maintenance_work_mem = '${BULK_MEMORY}'`);
        await this.shadow.completeCopies(tx);
        await countReviewTotals(tx);
        await fillDuplicateBands(tx, this.shadow);
        await this.shadow.summarise(tx);
      });
      const completeMs = Date.now() - copyStarted - copyMs;
      progress.phase = 'catch-up';
      const startOfCatchUp = progress.events;
      after = await this.catchUp(em, after, command, progress);

      let swapMs = 0;
      for (let attempt = 1; ; attempt++) {
        try {
          const started = Date.now();
          await em.transactional(async (tx) => {
            await tx.execute(`set local lock_timeout = '${SWAP_LOCK_WAIT}'`);
            // Appends wait from here (SHARE conflicts with their inserts), then readers; always in this order.
            await tx.execute('lock table public.review_events in share mode');
            await tx.execute(`lock table ${REVIEW_READ_TABLES.map((t) => `public.${t}`).join(', ')} in access exclusive mode`);
            progress.phase = 'swap';
            await this.shadow.onCopies(tx);
            after = await this.applyBatches(tx, after, null, command.batchSize, progress);
            await this.followSuspensions(tx);
            await this.followErasures(tx, began);
            await this.shadow.swap(tx);
          });
          swapMs = Date.now() - started;
          break;
        } catch (error) {
          if (!isLockConflict(error) || attempt === SWAP_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
          after = await this.catchUp(em, after, command, progress);
        }
      }
      await this.shadow.dropLeftovers(em);

      const [{ requests, reviews }] = await em.execute<Array<{ requests: string; reviews: string }>>(
        'select (select count(*) from review_requests) as requests, (select count(*) from reviews) as reviews',
      );
      return {
        events: progress.events,
        requests: Number(requests),
        reviews: Number(reviews),
        announced: command.announce ? await this.announceAll(em, command.batchSize) : 0,
        caughtUp: progress.events - startOfCatchUp,
        swapMs,
        copyMs,
        completeMs,
      };
    } catch (error) {
      await this.shadow.dropLeftovers(em).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The log's end once every append in flight has committed. Positions come from a sequence, so
   * a later position can commit before an earlier one; taking SHARE waits out the appends in
   * flight (and holds new ones back for that moment only), so nothing at or below it is missing.
   */
  private async settledPosition(em: EntityManager): Promise<bigint> {
    return em.transactional(async (tx) => {
      await tx.execute('lock table public.review_events in share mode');
      const [{ end }] = await tx.execute<Array<{ end: string }>>('select coalesce(max(position), 0)::text as end from public.review_events');
      return BigInt(end);
    });
  }

  /**
   * The rows of every stream's events up to `end`, a transaction per range of `streams` streams.
   * The next range is read and folded on a second connection while this one's rows are written.
   */
  private async copyRows(em: EntityManager, end: bigint, streams: number, progress: Progress): Promise<void> {
    const reader = this.em.fork();
    const foldAfter = (after: string) => {
      const folding = this.rows.fold(reader, after, streams, end.toString());
      folding.catch(() => undefined); // awaited below; a failure must not go unhandled while a write runs
      return folding;
    };
    let next = foldAfter(BEFORE_FIRST_STREAM);
    for (;;) {
      const range = await next;
      if (range.last === null) return;
      next = foldAfter(range.last);
      await em.transactional(async (tx) => {
        await this.shadow.onCopies(tx);
        await this.rows.write(tx, range);
      });
      if (range.events > 0) await progress.add(range.events);
    }
  }

  /** Rounds without locks until the rest is small enough to apply under the swap's locks. */
  private async catchUp(em: EntityManager, after: bigint, command: RebuildReviewProjectionsCommand, progress: Progress): Promise<bigint> {
    for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
      const end = await this.settledPosition(em);
      if (end - after < command.swapBelow) return after;
      after = await this.applyRange(em, after, end, command.batchSize, progress);
    }
    return after;
  }

  /** Events in (after, end], a transaction per batch. Answers the last position applied. */
  private async applyRange(em: EntityManager, after: bigint, end: bigint, batchSize: number, progress: Progress): Promise<bigint> {
    while (after < end) {
      const next = await em.transactional(async (tx) => {
        await this.shadow.onCopies(tx);
        return this.applyBatches(tx, after, end, batchSize, progress, 1);
      });
      if (next === after) break;
      after = next;
    }
    return after;
  }

  /**
   * Applies events after `after` (up to `end`, or the log's end) to the copies, each one also
   * updating the numbers by the difference, as live appends do (review-aggregates.ts).
   */
  private async applyBatches(tx: EntityManager, after: bigint, end: bigint | null, batchSize: number, progress: Progress, maxBatches = Infinity): Promise<bigint> {
    for (let n = 0; n < maxBatches; n++) {
      const batch = (await this.store.readAll(tx, after.toString(), batchSize, false)).filter((e) => end === null || BigInt(e.position) <= end);
      if (batch.length === 0) break;
      for (const event of batch) await this.projector.applyRow(tx, event, true);
      after = BigInt(batch[batch.length - 1].position);
      await progress.add(batch.length);
      if (batch.length < batchSize) break;
    }
    return after;
  }

  /**
   * Suspensions are identity's events, not the log's: one that changed after the numbers were
   * computed reached the originals only. Applies each such reviewer's state now to the copies
   * (the suspension subscriber's own statement; a pair already so is left alone).
   */
  private async followSuspensions(tx: EntityManager): Promise<void> {
    const changed = await tx.execute<Array<{ user_id: string; suspended: boolean }>>(
      `select n.user_id, n.suspended from public.reviews_suspended_accounts n
         left join ${SHADOW_SCHEMA}.suspended_then t on t.user_id = n.user_id where t.suspended is distinct from n.suspended
       union all
       select t.user_id, false from ${SHADOW_SCHEMA}.suspended_then t
         where t.suspended and not exists (select 1 from public.reviews_suspended_accounts n where n.user_id = t.user_id)`,
    );
    for (const { user_id, suspended } of changed) await this.projector.setReviewerSuspended(tx, user_id, suspended);
  }

  /**
   * An account deleted during the rebuild had its rows re-projected in the originals once its
   * keys were gone (reviews.eraser.ts), not in the copies, built while they still opened.
   * Re-projects the same rows of the copies from the log, which now reads 'Former member'.
   */
  private async followErasures(tx: EntityManager, began: string): Promise<void> {
    const subjects = await tx.execute<Array<{ subject: string }>>(`select subject from public.erased_subjects where erased_at > ?::timestamptz - interval '${ERASURE_MARGIN}'`, [began]);
    if (subjects.length === 0) return;
    const users = subjects.map((s) => s.subject).filter((s) => /^[0-9a-f-]{36}$/i.test(s));
    const emails = subjects.map((s) => s.subject).filter((s) => s.startsWith('email:'));
    const rows = await tx.execute<Array<{ id: string; kind: 'reviews' | 'review_requests'; reviewee_id: string | null }>>(
      `select id, 'reviews' as kind, reviewee_id from ${SHADOW_SCHEMA}.reviews where reviewer_id::text = any(?::text[])
       union all
       select id, 'review_requests', null from ${SHADOW_SCHEMA}.review_requests
        where requester_id::text = any(?::text[]) or 'email:' || encode(sha256(convert_to(lower(btrim(reviewer_email)), 'UTF8')), 'hex') = any(?::text[])`,
      [`{${users.join(',')}}`, `{${users.join(',')}}`, `{${emails.join(',')}}`],
    );
    for (const row of rows) {
      await tx.execute(`delete from ${SHADOW_SCHEMA}.${row.kind} where id = ?`, [row.id]);
      for (const event of await this.store.readStream(tx, row.id)) await this.projector.applyRow(tx, event, false);
    }
    for (const reviewee of new Set(rows.map((r) => r.reviewee_id).filter((r): r is string => r !== null))) await this.projector.refreshAggregates(tx, reviewee);
  }

  /**
   * Every person's numbers as they are now. A batch per transaction, each holding appends back
   * (SHARE on the log) for its moment, so no change slips between reading and announcing.
   */
  private async announceAll(em: EntityManager, batchSize: number): Promise<number> {
    let after = '00000000-0000-0000-0000-000000000000';
    let people = 0;
    for (;;) {
      const count = await em.transactional(async (tx) => {
        await tx.execute('lock table review_events in share mode');
        const batch = await tx.execute<Array<{ id: string }>>('select user_id as id from review_stats where user_id > ? order by user_id limit ?', [after, batchSize]);
        if (batch.length === 0) return 0;
        await this.integration.changed(tx, new Map(), new Set(batch.map((r) => r.id)));
        await tx.flush();
        after = batch[batch.length - 1].id;
        return batch.length;
      });
      if (count === 0) return people;
      people += count;
    }
  }
}

class Progress {
  phase: RebuildProgress['phase'] = 'copy';
  events = 0;
  total = 0;
  private readonly started = Date.now();

  constructor(private readonly command: RebuildReviewProjectionsCommand) {}

  async add(events: number): Promise<void> {
    this.events += events;
    if (!this.command.onProgress) return;
    const seconds = (Date.now() - this.started) / 1000;
    const eventsPerSecond = seconds > 0 ? Math.round(this.events / seconds) : 0;
    const secondsLeft = this.phase === 'copy' && eventsPerSecond > 0 ? Math.max(0, Math.round((this.total - this.events) / eventsPerSecond)) : null;
    await this.command.onProgress({ phase: this.phase, events: this.events, total: this.total, eventsPerSecond, secondsLeft });
  }
}

/** The copy of review_duplicate_bands from the copy of reviews (the migration's fill, on the copies), its key built after. */
async function fillDuplicateBands(tx: EntityManager, shadow: ShadowTables): Promise<void> {
  await shadow.onCopies(tx);
  await shadow.fillWithoutKeys(tx, 'review_duplicate_bands', () => tx.execute('select review_duplicate_bands_fill()'));
}

/** The copy of review_totals (ADR 0049, 0058) counted from the copy of reviews: one grouped scan, outside any lock the product waits for. */
async function countReviewTotals(tx: EntityManager): Promise<void> {
  await tx.execute(
    `insert into ${SHADOW_SCHEMA}.review_totals (status, verified, flagged, count)
     select status, is_verified, flagged_as_suspicious, count(*) from ${SHADOW_SCHEMA}.reviews group by 1, 2, 3`,
  );
}
