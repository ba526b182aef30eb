import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OutboxService } from '../queue/outbox.service.js';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';
import { INTEGRATION_EVENT_JOB, type IntegrationEvent } from './integration-event.js';
import { IntegrationEventRecord } from './integration-event.entity.js';

/** How a module announces what changed to the other modules. */
@Injectable()
export class IntegrationEvents {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * Stages the event and its delivery in the caller's unit of work (em, inside the
   * transaction that makes the change): the event exists exactly when the change commits,
   * and the worker delivers it to every subscriber, at least once.
   */
  publish(em: EntityManager, event: IntegrationEvent): string {
    const eventId = randomUUID();
    em.persist(em.create(IntegrationEventRecord, { eventId, type: event.type, version: event.version, payload: event.payload }));
    this.outbox.add(em, { queue: INTEGRATION_EVENTS_QUEUE, name: INTEGRATION_EVENT_JOB, data: { eventId, type: event.type } });
    return eventId;
  }
}
