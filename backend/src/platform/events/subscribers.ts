import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { openSealed } from '../privacy/personal-data.js';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, SUBSCRIBER_METADATA, type SubscriberDeclaration } from './integration-event.js';

/** Namespace of the advisory lock taken per subscriber (see deliver and replay). */
const SUBSCRIBER_LOCK = 7302;
const REPLAY_BATCH = 500;

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
export class Subscribers implements OnModuleInit {
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
      await this.em.fork().transactional(async (em) => {
        // Shared with other deliveries, exclusive with a replay of the same subscriber.
        await em.execute(`select pg_advisory_xact_lock_shared(${SUBSCRIBER_LOCK}, hashtext(?))`, [declaration.name]);
        if (await this.markProcessed(em, declaration.name, event.eventId)) await instance.handle(em, event);
      });
    }
  }

  /**
   * Empties the subscriber's tables and applies every event of its types from position 0,
   * in one transaction: live deliveries to it wait until the replay commits, then find their
   * events already processed.
   */
  async replay(name: string): Promise<{ events: number }> {
    const found = this.all.find((s) => s.declaration.name === name);
    if (!found) throw new Error(`No subscriber named ${name} (known: ${this.names().join(', ')})`);
    const { declaration, instance } = found;
    return this.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(${SUBSCRIBER_LOCK}, hashtext(?))`, [name]);
      for (const table of declaration.tables) await em.execute(`delete from ${table}`);
      await em.execute('delete from processed_events where subscriber = ?', [name]);
      return this.applyLog(em, declaration, instance, false);
    });
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

  private async applyLog(em: EntityManager, declaration: SubscriberDeclaration, instance: IntegrationEventSubscriber, processedOnly: boolean) {
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
      if (batch.length < REPLAY_BATCH) return { events };
      after = batch[batch.length - 1].position;
    }
  }

  private async markProcessed(em: EntityManager, subscriber: string, eventId: string): Promise<boolean> {
    const rows = await em.execute('insert into processed_events (subscriber, event_id) values (?, ?) on conflict do nothing returning event_id', [subscriber, eventId]);
    return rows.length > 0;
  }
}
