import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { ShadowTables } from '../database/shadow-tables.js';
import { openSealed } from '../privacy/personal-data.js';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';
import { type BulkApplier, type IntegrationEventSubscriber, type StoredIntegrationEvent, SUBSCRIBER_METADATA, type SubscriberDeclaration } from './integration-event.js';
import { eventsOfTypesAfter, STORED_EVENT_COLUMNS } from './events-of-types.js';
import { appliedBy } from './subscriber-position.js';

/** Namespace of the advisory lock taken per subscriber (see deliver and replay). */
const SUBSCRIBER_LOCK = 7302;
const REPLAY_BATCH = 1000;
/** The swap waits at most this long for a lock (readers and deliveries queue behind a waiting lock request). */
const SWAP_LOCK_WAIT = '500ms';
const SWAP_ATTEMPTS = 30;
/** Catch-up rounds run without locks until fewer events than this are left for the swap. */
const SWAP_BELOW = 200;
const CATCH_UP_ROUNDS = 20;

/** Where a replay stands, after each batch. */
export interface ReplayProgress {
  phase: 'copy' | 'catch-up' | 'swap';
  /** Events of the subscriber's types applied so far. */
  events: number;
  eventsPerSecond: number;
  /** Integration events (of any type) between what was applied and the log's end when last looked at. */
  lag: number;
}

export interface ReplayOptions {
  /** Called after each batch; the replay waits for it (a test uses that to interleave deliveries). */
  onProgress?: (progress: ReplayProgress) => void | Promise<void>;
  /** Events per batch, each batch one transaction on the copies. */
  batchSize?: number;
  /** Catch-up rounds run without locks until fewer positions than this are left for the swap (a test sets 1). */
  swapBelow?: number;
}

export interface ReplayResult {
  events: number;
  /** How long deliveries to this subscriber, and readers of its tables, waited for the swap. */
  swapMs: number;
  /** The position the subscriber's tables are complete up to: later events are delivered live. */
  position: string;
}

const isLockConflict = (error: unknown) => ['55P03', '40P01'].includes((error as { code?: string }).code ?? '');

interface Registered {
  declaration: SubscriberDeclaration;
  instance: IntegrationEventSubscriber;
}

/** The subscriber's bulk path when it has one, else its handler for each event in turn. */
function applierOf(subscriber: IntegrationEventSubscriber): BulkApplier {
  return (
    subscriber.bulk?.() ?? {
      apply: async (em, events) => {
        for (const event of events) await subscriber.handle(em, event);
      },
      finish: async () => undefined,
    }
  );
}

/**
 * Every subscriber the worker's modules declared (@Subscriber), and the two ways events reach
 * them: live delivery of one event, and a replay of the whole log into new tables (ADR 0050).
 */
@Injectable()
export class Subscribers implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(Subscribers.name);
  private readonly all: Registered[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly em: EntityManager,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      const declaration = wrapper.metatype && (Reflect.getMetadata(SUBSCRIBER_METADATA, wrapper.metatype) as SubscriberDeclaration | undefined);
      if (!declaration || !wrapper.instance) continue;
      if (this.all.some((s) => s.declaration.name === declaration.name)) throw new Error(`Two subscribers are named ${declaration.name}`);
      this.all.push({ declaration, instance: wrapper.instance as IntegrationEventSubscriber });
    }
  }

  /** What each subscriber declared (its lag in the metrics, its rebuild in the consistency check). */
  declarations(): SubscriberDeclaration[] {
    return this.all.map((s) => s.declaration);
  }

  /**
   * Writes the declared subscribers to integration_subscribers, which the API reads for the
   * System tab (the API has no subscribers of its own). A subscriber this release no longer
   * declares leaves the table, so it stops showing a lag nobody will ever catch up.
   */
  async onApplicationBootstrap() {
    const declared = this.all.map(({ declaration }) => ({ name: declaration.name, events: declaration.events }));
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into integration_subscribers (name, events)
         select d->>'name', d->'events' from jsonb_array_elements(?::jsonb) d
         on conflict (name) do update set events = excluded.events, declared_at = now()`,
        [JSON.stringify(declared)],
      );
      await em.execute(`delete from integration_subscribers where name not in (select jsonb_array_elements(?::jsonb)->>'name')`, [JSON.stringify(declared)]);
    });
  }

  names(): string[] {
    return this.all.map((s) => s.declaration.name);
  }

  async load(eventId: string): Promise<StoredIntegrationEvent | null> {
    const em = this.em.fork();
    const rows = await em.execute<StoredIntegrationEvent[]>(`select ${STORED_EVENT_COLUMNS} from integration_events where event_id = ?`, [eventId]);
    return (await openSealed(em, rows))[0] ?? null;
  }

  /**
   * Hands one event to each subscriber of its type, each in its own transaction that also
   * records the event as processed: a redelivered event is skipped by the subscribers that
   * already applied it and retried only by the one that failed.
   */
  async deliver(event: StoredIntegrationEvent): Promise<void> {
    for (const { declaration, instance } of this.all) {
      if (!declaration.events.includes(event.type)) continue;
      try {
        await this.em.fork().transactional(async (em) => {
          // Shared with other deliveries, exclusive with a replay of the same subscriber.
          await em.execute(`select pg_advisory_xact_lock_shared(${SUBSCRIBER_LOCK}, hashtext(?))`, [declaration.name]);
          if (await this.markProcessed(em, declaration.name, event)) await instance.handle(em, event);
        });
      } catch (error) {
        await this.recordError(declaration.name, event, error as Error);
        throw error;
      }
    }
  }

  /** For the System tab: outside the failed transaction, and never in the way of the retry. */
  private async recordError(name: string, event: StoredIntegrationEvent, error: Error): Promise<void> {
    const message = `${event.type} at position ${event.position}: ${error.message}`.slice(0, 1000);
    await this.em
      .fork()
      .execute('update integration_subscribers set last_error = ?, last_error_at = now() where name = ?', [message, name])
      .catch((e: Error) => this.logger.warn(`Could not record the error of subscriber ${name}: ${e.message}`));
  }

  /**
   * Online (ADR 0050): applies every event of the subscriber's types from position 0 to copies
   * of its tables while deliveries keep updating the originals; catches up with what was
   * published meanwhile; then, with deliveries to it held back for a moment, applies the last
   * few events and swaps the copies in. Each batch goes through the subscriber's bulk path when
   * it has one (ADR 0056). Its watermark then says the tables are complete up to
   * the log's end at the swap: deliveries of earlier events are skipped, so processed_events
   * needs no row per replayed event.
   */
  async replay(name: string, { onProgress, batchSize = REPLAY_BATCH, swapBelow = SWAP_BELOW }: ReplayOptions = {}): Promise<ReplayResult> {
    const found = this.all.find((s) => s.declaration.name === name);
    if (!found) throw new Error(`No subscriber named ${name} (known: ${this.names().join(', ')})`);
    const shadow = new ShadowTables(`replay_${name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`, found.declaration.tables);
    const em = this.em.fork();
    const run = { events: 0, started: Date.now(), phase: 'copy' as ReplayProgress['phase'], end: 0n, after: 0n };
    const report = async () =>
      onProgress?.({
        phase: run.phase,
        events: run.events,
        eventsPerSecond: Math.round(run.events / Math.max(0.001, (Date.now() - run.started) / 1000)),
        lag: Number(run.end - run.after),
      });
    /**
     * Events of its types in (run.after, end], a transaction per batch (all in `tx` when given),
     * each batch finished in its transaction unless `finishLater` (the copy phase's).
     */
    const apply = async (end: bigint, { tx, finishLater }: { tx?: EntityManager; finishLater?: BulkApplier } = {}) => {
      run.end = end;
      while (run.after < end) {
        const applied = async (t: EntityManager) => {
          await shadow.onCopies(t);
          const batch = await this.eventsAfter(t, found.declaration.events, run.after, end, batchSize);
          const applier = finishLater ?? applierOf(found.instance);
          await applier.apply(t, batch);
          if (!finishLater) await applier.finish(t);
          run.events += batch.length;
          // Past the batch's last event, or (none left of its types) at the end.
          run.after = batch.length === batchSize ? BigInt(batch[batch.length - 1].position) : end;
        };
        await (tx ? applied(tx) : em.transactional(applied));
        await report();
      }
    };
    const catchUp = async () => {
      for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
        const end = await this.settledPosition(em);
        run.end = end;
        if (end - run.after < BigInt(swapBelow)) return;
        await apply(end);
      }
    };

    await em.transactional((tx) => shadow.create(tx));
    try {
      // The copy phase's shared work (a person's public-profile document) is done once, after the
      // copies have their indexes: the copies are built without them, and each batch's finish
      // read them end to end (a public-profile replay at scale 0.01 ran at 317 events/s).
      const copying = applierOf(found.instance);
      await apply(await this.settledPosition(em), { finishLater: copying });
      await em.transactional((tx) => shadow.completeCopies(tx));
      await em.transactional(async (tx) => {
        await shadow.onCopies(tx);
        await copying.finish(tx);
      });
      run.phase = 'catch-up';
      await catchUp();
      let swapMs = 0;
      for (let attempt = 1; ; attempt++) {
        try {
          const started = Date.now();
          await em.transactional(async (tx) => {
            await tx.execute(`set local lock_timeout = '${SWAP_LOCK_WAIT}'`);
            // Deliveries to it wait from here, then publishers (for the moment it takes to settle the log's end), then readers.
            await tx.execute(`select pg_advisory_xact_lock(${SUBSCRIBER_LOCK}, hashtext(?))`, [name]);
            run.phase = 'swap';
            const end = await this.settledPosition(tx);
            if (shadow.tables.length > 0) await tx.execute(`lock table ${shadow.tables.map((t) => `public.${t}`).join(', ')} in access exclusive mode`);
            await apply(end, { tx });
            await shadow.swap(tx);
            await tx.execute(
              `insert into subscriber_watermarks (subscriber, position) values (?, ?) on conflict (subscriber) do update set position = excluded.position, updated_at = now()`,
              [name, end.toString()],
            );
            // Every event at or below the watermark is in the new tables; the rows said so one by one.
            await tx.execute('delete from processed_events where subscriber = ?', [name]);
          });
          swapMs = Date.now() - started;
          break;
        } catch (error) {
          if (!isLockConflict(error) || attempt === SWAP_ATTEMPTS) throw error;
          run.phase = 'catch-up';
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
          await catchUp();
        }
      }
      await shadow.dropLeftovers(em);
      // The tables are whole again: an error a delivery met before no longer describes them.
      await em.execute('update integration_subscribers set last_error = null, last_error_at = null where name = ?', [name]);
      return { events: run.events, swapMs, position: run.end.toString() };
    } catch (error) {
      await shadow.dropLeftovers(em).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The consistency check's rebuild (platform/consistency): applies, in the caller's
   * transaction and without any lock, every event the subscriber already has (at or below its
   * watermark, or recorded in processed_events) to whatever tables the caller's session
   * resolves its table names to (scratch tables there), through its bulk path when it has one,
   * finished once at the end (ADR 0056). One still on its way is lag, not drift.
   */
  async rebuildInto(em: EntityManager, name: string): Promise<{ events: number }> {
    const found = this.all.find((s) => s.declaration.name === name);
    if (!found) throw new Error(`No subscriber named ${name} (known: ${this.names().join(', ')})`);
    // Qualified: a rebuild into scratch tables shadows the writable tables, never the log it reads.
    let after = 0n;
    let events = 0;
    const applier = applierOf(found.instance);
    for (;;) {
      const { sql, params } = eventsOfTypesAfter({
        types: found.declaration.events,
        after: after.toString(),
        limit: REPLAY_BATCH,
        where: { sql: appliedBy('?::text', 'e'), params: [name, name] },
      });
      const batch = await openSealed(em, await em.execute<StoredIntegrationEvent[]>(sql, params));
      await applier.apply(em, batch);
      events += batch.length;
      if (batch.length < REPLAY_BATCH) {
        await applier.finish(em);
        return { events };
      }
      after = BigInt(batch[batch.length - 1].position);
    }
  }

  /**
   * Bounds processed_events (ADR 0050): each subscriber's watermark moves up to the position
   * below which every event is older than `olderThan` and delivered (a delivery still queued,
   * retried or failed holds it back, so a retry is still recognised), and the rows at or below
   * it go. Deliveries of those events are skipped by the watermark instead. Integration events
   * themselves stay: replays read them. Answers the rows deleted.
   */
  async pruneProcessed(olderThan: string, batch = 10_000): Promise<number> {
    const em = this.em.fork();
    const [{ position } = { position: null }] = await em.execute<Array<{ position: string | null }>>(
      `with old as (select max(position) as position from integration_events where occurred_at < now() - ?::interval),
         pending as (
           select min(e.position) - 1 as position from outbox_messages o join integration_events e on e.event_id = (o.data->>'eventId')::uuid
           where o.queue = ? and o.delivered_at is null)
       select least(old.position, pending.position)::text as position from old, pending where old.position is not null`,
      [olderThan, INTEGRATION_EVENTS_QUEUE],
    );
    if (!position) return 0;
    let deleted = 0;
    for (const name of this.names()) {
      await em.execute(
        `insert into subscriber_watermarks (subscriber, position) values (?, ?)
         on conflict (subscriber) do update set position = greatest(subscriber_watermarks.position, excluded.position), updated_at = now()`,
        [name, position],
      );
      // In batches: a first run may find millions of rows, and each batch commits on its own.
      for (;;) {
        const rows = await em.execute<Array<{ n: string }>>(
          `with gone as (
             delete from processed_events where (subscriber, event_id) in (
               select p.subscriber, p.event_id from processed_events p join integration_events e on e.event_id = p.event_id
               where p.subscriber = ? and e.position <= ? limit ?)
             returning 1)
           select count(*) as n from gone`,
          [name, position, batch],
        );
        deleted += Number(rows[0].n);
        if (Number(rows[0].n) < batch) break;
      }
    }
    return deleted;
  }

  /**
   * The log's end once every publish in flight has committed: positions come from a sequence,
   * so a later one can commit first; SHARE waits those out (holding new ones back meanwhile).
   */
  private async settledPosition(em: EntityManager): Promise<bigint> {
    const read = async (tx: EntityManager) => {
      await tx.execute('lock table public.integration_events in share mode');
      const [{ end }] = await tx.execute<Array<{ end: string }>>('select coalesce(max(position), 0)::text as end from public.integration_events');
      return BigInt(end);
    };
    return em.isInTransaction() ? read(em) : em.transactional(read);
  }

  /** In log order: by the column, not by the text it is selected as (an output name wins in ORDER BY). */
  private async eventsAfter(em: EntityManager, types: readonly string[], after: bigint, end: bigint, limit: number): Promise<StoredIntegrationEvent[]> {
    const { sql, params } = eventsOfTypesAfter({ types, after: after.toString(), end: end.toString(), limit });
    return openSealed(em, await em.execute<StoredIntegrationEvent[]>(sql, params));
  }

  /**
   * False when the subscriber already has the event: a row says so, or its watermark (a replay
   * or pruning) is at or past it; the same test as `appliedBy` (subscriber-position.ts), made
   * while the row is written.
   */
  private async markProcessed(em: EntityManager, subscriber: string, event: StoredIntegrationEvent): Promise<boolean> {
    const rows = await em.execute(
      `insert into processed_events (subscriber, event_id) select ?, ?
       where not exists (select 1 from subscriber_watermarks w where w.subscriber = ? and w.position >= ?)
       on conflict do nothing returning event_id`,
      [subscriber, event.eventId, subscriber, event.position],
    );
    return rows.length > 0;
  }
}
