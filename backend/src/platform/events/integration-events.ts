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

/** A copy of the payload with each person's fields sealed under their key (staged in em). */
function sealPayload(em: EntityManager, payload: unknown, personal: readonly PersonalFields[]): unknown {
  if (personal.length === 0) return payload;
  const copy = structuredClone(payload) as Record<string, unknown>;
  const sealer = new Sealer();
  for (const { subject, fields } of personal) {
    for (const [path, erased] of Object.entries(fields)) {
      const keys = path.split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce<Record<string, unknown> | null>((node, k) => (node && typeof node[k] === 'object' ? (node[k] as Record<string, unknown>) : null), copy);
      if (parent && last in parent) parent[last] = sealer.seal(subject, parent[last], erased);
    }
  }
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
