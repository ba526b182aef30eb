import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A fact one module announces to the others (DESIGN.md, "Between modules"). The type is a
 * string constant `<module>.<past-tense-fact>` and never a class name; the version is the
 * schema version of the payload. Publishers declare theirs in `<module>/contracts/events.ts`.
 */
export interface IntegrationEvent<T extends string = string, P = unknown> {
  type: T;
  version: number;
  payload: P;
  /**
   * The payload's personal data (ADR 0019): per person, the paths of their fields (dotted,
   * e.g. `review.reviewerName`) with what subscribers get once that person is erased. Stored
   * sealed under the person's key; subscribers always receive the opened payload.
   */
  personal?: ReadonlyArray<PersonalFields>;
}

export interface PersonalFields {
  /** Whose data: a user id (see platform/privacy). */
  subject: string;
  /** Path in the payload -> the stand-in once erased. */
  fields: Readonly<Record<string, unknown>>;
}

/** An event as stored in integration_events and handed to subscribers. */
export interface StoredIntegrationEvent<P = unknown> extends IntegrationEvent<string, P> {
  /** Global order of the log: subscribers replay in this order. */
  position: string;
  /** Unique per event: what subscribers remember to ignore a redelivery. */
  eventId: string;
  occurredAt: string;
}

/**
 * A module's reaction to other modules' events, keeping one of its own read tables.
 * Delivery is at least once and in no guaranteed order: the platform skips an event the
 * subscriber already processed (processed_events, same transaction as `handle`), and
 * `handle` must make order harmless (e.g. keep the position of the last event applied to a row).
 */
export interface IntegrationEventSubscriber {
  handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void>;
  /**
   * Optional: a faster way to apply many events in log order, for a writer alone on the
   * subscriber's tables (a replay's copies, the consistency check's scratch tables, the seed).
   * It must leave the same rows as `handle` applied to each event in turn.
   */
  bulk?(): BulkApplier;
}

/**
 * Applies batches of events in log order, then finishes what they left for the end (e.g. one
 * document per person they touched), each in the transaction it is given: a replay applies its
 * copy phase batch by batch and finishes once its copies have their indexes.
 */
export interface BulkApplier {
  apply(em: EntityManager, events: readonly StoredIntegrationEvent[]): Promise<void>;
  /** Work the batches applied since the last finish share; called after them. */
  finish(em: EntityManager): Promise<void>;
}

export interface SubscriberDeclaration {
  /** Stable name, stored in processed_events: `<module>.<table or purpose>`. */
  name: string;
  /** The event types it handles. */
  events: readonly string[];
  /** The tables it alone writes, emptied before a replay. */
  tables: readonly string[];
}

export const SUBSCRIBER_METADATA = 'crew:integration-event-subscriber';

/** Declares an injectable as a subscriber; the worker's dispatcher finds it by this mark. */
export function Subscriber(declaration: SubscriberDeclaration): ClassDecorator {
  return (target) => Reflect.defineMetadata(SUBSCRIBER_METADATA, declaration, target);
}

export const INTEGRATION_EVENT_JOB = 'platform.deliver-integration-event';

/** 'Replay from the start' of one subscriber, asked for on the admin System tab; data { subscriber }. */
export const REPLAY_SUBSCRIBER_JOB = 'platform.replay-subscriber';
