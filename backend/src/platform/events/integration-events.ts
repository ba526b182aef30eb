import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '../queue/outbox-message.entity.js';
import { OutboxService } from '../queue/outbox.service.js';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';
import { Sealer } from '../privacy/personal-data.js';
import { traceFields } from '../tracing/job-trace.js';
import { INTEGRATION_EVENT_JOB, type IntegrationEvent, type PersonalFields } from './integration-event.js';
import { IntegrationEventRecord } from './integration-event.entity.js';

export interface PublishedEvent {
  eventId: string;
  delivery: OutboxMessage;
}

/**
 * A copy of the payload with each person's fields sealed by `sealer` (which keeps the keys for
 * the caller to store with the event). Exported for writers of the log in bulk (the market-size
 * seed), so their events are sealed exactly as published ones.
 */
export function sealedPayload(sealer: Sealer, payload: unknown, personal: readonly PersonalFields[]): unknown {
  if (personal.length === 0) return payload;
  const copy = structuredClone(payload) as Record<string, unknown>;
  for (const { subject, fields } of personal) {
    for (const [path, erased] of Object.entries(fields)) {
      const keys = path.split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce<Record<string, unknown> | null>((node, k) => (node && typeof node[k] === 'object' ? (node[k] as Record<string, unknown>) : null), copy);
      if (parent && last in parent) parent[last] = sealer.seal(subject, parent[last], erased);
    }
  }
  return copy;
}

/** The payload sealed under fresh keys, staged in em. */
function sealPayload(em: EntityManager, payload: unknown, personal: readonly PersonalFields[]): unknown {
  if (personal.length === 0) return payload;
  const sealer = new Sealer();
  const copy = sealedPayload(sealer, payload, personal);
  sealer.stage(em);
  return copy;
}

/** How a module announces what changed to the other modules. */
@Injectable()
export class IntegrationEvents {
  constructor(
    private readonly outbox: OutboxService,
    private readonly em: EntityManager,
  ) {}

  /**
   * Stages the event and its delivery in the caller's unit of work (em, inside the
   * transaction that makes the change): the event exists exactly when the change commits,
   * and the worker delivers it to every subscriber, at least once.
   */
  publish(em: EntityManager, event: IntegrationEvent): PublishedEvent {
    const eventId = randomUUID();
    em.persist(em.create(IntegrationEventRecord, { eventId, type: event.type, version: event.version, payload: sealPayload(em, event.payload, event.personal ?? []) }));
    const delivery = this.outbox.add(em, { queue: INTEGRATION_EVENTS_QUEUE, name: INTEGRATION_EVENT_JOB, data: { eventId, type: event.type } });
    return { eventId, delivery };
  }

  /**
   * Writes events and their deliveries now, in one statement (one round trip, the sealing keys
   * included), instead of staging them for the unit of work's flush, which takes a statement
   * per table. For writers whose events are computed from SQL they already ran (the review
   * projections): the same rows as publish() stages, in the given order, in the caller's
   * transaction.
   */
  async publishNow(em: EntityManager, events: readonly IntegrationEvent[]): Promise<void> {
    if (events.length === 0) return;
    const sealer = new Sealer();
    const at = new Date().toISOString();
    const trace = traceFields();
    const rows = events.map((event) => ({ eventId: randomUUID(), event, payload: sealedPayload(sealer, event.payload, event.personal ?? []) }));
    const keys = sealer.keys.splice(0);
    await em.execute(
      `with ${keys.length ? `keys as (insert into personal_data_keys (id, subject, key) values ${keys.map(() => '(?, ?, ?)').join(', ')}), ` : ''}
       event as (insert into integration_events (event_id, type, version, payload, occurred_at) values ${rows.map(() => '(?, ?, ?, ?::jsonb, ?::timestamptz)').join(', ')})
       insert into outbox_messages (queue, name, data, created_at) values ${rows.map(() => '(?, ?, ?::jsonb, ?::timestamptz)').join(', ')}`,
      [
        ...keys.flatMap((k) => [k.id, k.subject, k.key]),
        ...rows.flatMap(({ eventId, event, payload }) => [eventId, event.type, event.version, JSON.stringify(payload), at]),
        ...rows.flatMap(({ eventId, event }) => [INTEGRATION_EVENTS_QUEUE, INTEGRATION_EVENT_JOB, JSON.stringify({ eventId, type: event.type, ...trace }), at]),
      ],
    );
  }

  /**
   * The change, its event and the event's delivery in one statement, for a hot row (a link's
   * view count): `change` is a data-modifying statement returning the payload as `payload` (no
   * personal fields, nothing to seal), its row lock is held for that statement only instead of
   * across the unit of work's round trips, and all three still commit together. Answers the
   * payload, or null when `change` touched no row (and then nothing is published).
   */
  async publishWithChange<P>(em: EntityManager, type: string, version: number, change: string, params: unknown[]): Promise<P | null> {
    const [row] = await em.execute<Array<{ payload: P }>>(
      `with change as (${change}),
       event as (insert into integration_events (event_id, type, version, payload) select gen_random_uuid(), ?, ?, payload from change returning event_id, type),
       delivery as (insert into outbox_messages (queue, name, data) select ?, ?, jsonb_build_object('eventId', event_id, 'type', type) || ?::jsonb from event)
       select payload from change`,
      [...params, type, version, INTEGRATION_EVENTS_QUEUE, INTEGRATION_EVENT_JOB, JSON.stringify(traceFields())],
    );
    return row?.payload ?? null;
  }

  /**
   * After the commit, waits (at most timeoutMs) until the worker has delivered the events to
   * every subscriber. For a command whose screen reads another module's copy right after it
   * (e.g. the stats card after deleting a link), so the user sees their own change. Never
   * fails: a worker that is down only means the copy shows the change a little later.
   */
  async delivered(events: readonly PublishedEvent[], timeoutMs = 3000): Promise<void> {
    const ids = events.map((e) => e.delivery.id).filter(Boolean);
    if (ids.length === 0) return;
    const deadline = Date.now() + timeoutMs;
    const em = this.em.fork();
    while (Date.now() < deadline) {
      const rows = await em.execute(`select 1 from outbox_messages where id in (${ids.map(() => '?').join(', ')}) and delivered_at is null limit 1`, ids);
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
