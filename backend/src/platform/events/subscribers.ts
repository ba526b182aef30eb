import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { openSealed } from '../privacy/personal-data.js';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, SUBSCRIBER_METADATA, type SubscriberDeclaration } from './integration-event.js';

/** Namespace of the advisory lock taken per subscriber (see deliver and replay). */
const SUBSCRIBER_LOCK = 7302;
const REPLAY_BATCH = 500;

/** How far a replay has come: events applied, out of the events of its types in the log. */
export interface ReplayProgress {
  done: number;
  total: number;
}

interface Registered {
  declaration: SubscriberDeclaration;
  instance: IntegrationEventSubscriber;
}

const COLUMNS = `position::text as position, event_id as "eventId", type, version, payload, occurred_at::text as "occurredAt"`;

/**
 * Every subscriber the worker's modules declared (@Subscriber), and the two ways events reach
 * them: live delivery of one event, and a replay of the whole log into an emptied table.
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
    const rows = await em.execute<StoredIntegrationEvent[]>(`select ${COLUMNS} from integration_events where event_id = ?`, [eventId]);
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
          if (await this.markProcessed(em, declaration.name, event.eventId)) await instance.handle(em, event);
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
   * Empties the subscriber's tables and applies every event of its types from position 0,
   * in one transaction: live deliveries to it wait until the replay commits, then find their
   * events already processed. `onProgress` hears how many events are applied out of how many,
   * after each batch (the System tab's replay job shows it); a replay that succeeds clears the
   * subscriber's last error.
   */
  async replay(name: string, onProgress: (progress: ReplayProgress) => Promise<void> | void = () => undefined): Promise<{ events: number }> {
    const found = this.all.find((s) => s.declaration.name === name);
    if (!found) throw new Error(`No subscriber named ${name} (known: ${this.names().join(', ')})`);
    const { declaration, instance } = found;
    const result = await this.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(${SUBSCRIBER_LOCK}, hashtext(?))`, [name]);
      for (const table of declaration.tables) await em.execute(`delete from ${table}`);
      await em.execute('delete from processed_events where subscriber = ?', [name]);
      const [{ total }] = await em.execute<Array<{ total: number }>>(
        'select count(*)::int as total from integration_events where type in (select jsonb_array_elements_text(?::jsonb))',
        [JSON.stringify(declaration.events)],
      );
      await onProgress({ done: 0, total });
      // Events published during the replay can push the count past the first total.
      return this.applyLog(em, declaration, instance, false, (done) => onProgress({ done, total: Math.max(total, done) }));
    });
    await this.em.fork().execute('update integration_subscribers set last_error = null, last_error_at = null where name = ?', [name]);
    return result;
  }

  /**
   * The consistency check's rebuild (platform/consistency): applies, in the caller's
   * transaction and without any lock, every event the subscriber has already processed to
   * whatever tables the caller's session resolves its table names to (scratch tables there).
   * Only processed events: one still on its way is lag, not drift.
   */
  async rebuildInto(em: EntityManager, name: string): Promise<{ events: number }> {
    const found = this.all.find((s) => s.declaration.name === name);
    if (!found) throw new Error(`No subscriber named ${name} (known: ${this.names().join(', ')})`);
    return this.applyLog(em, found.declaration, found.instance, true);
  }

  private async applyLog(
    em: EntityManager,
    declaration: SubscriberDeclaration,
    instance: IntegrationEventSubscriber,
    processedOnly: boolean,
    afterBatch: (eventsSoFar: number) => Promise<void> | void = () => undefined,
  ) {
    const name = declaration.name;
    // Qualified: a rebuild into scratch tables shadows the writable tables, never the log it reads.
    const filter = processedOnly ? 'and event_id in (select event_id from public.processed_events where subscriber = ?)' : '';
    let after = '0';
    let events = 0;
    for (;;) {
      const batch = await openSealed(
        em,
        await em.execute<StoredIntegrationEvent[]>(
          `select ${COLUMNS} from public.integration_events where type in (select jsonb_array_elements_text(?::jsonb)) and position > ? ${filter} order by position limit ${REPLAY_BATCH}`,
          [JSON.stringify(declaration.events), after, ...(processedOnly ? [name] : [])],
        ),
      );
      for (const event of batch) {
        if (!processedOnly) await this.markProcessed(em, name, event.eventId);
        await instance.handle(em, event);
      }
      events += batch.length;
      await afterBatch(events);
      if (batch.length < REPLAY_BATCH) return { events };
      after = batch[batch.length - 1].position;
    }
  }

  private async markProcessed(em: EntityManager, subscriber: string, eventId: string): Promise<boolean> {
    const rows = await em.execute('insert into processed_events (subscriber, event_id) values (?, ?) on conflict do nothing returning event_id', [subscriber, eventId]);
    return rows.length > 0;
  }
}
