import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Decider, fold } from '../domain/decider.js';
import { ReviewError, ReviewErrors } from '../domain/review-errors.js';
import type { AnyReviewEvent, StreamType } from '../domain/review-events.js';
import { ReviewProjector } from '../projections/review-projector.js';
import { ConcurrencyError, type EventMetadata, EventStore, type StoredEvent } from './event-store.js';

/** PostgreSQL's deadlock_detected: it aborted this transaction so that the other one could go on. */
const DEADLOCK = '40P01';

/** How often a command is decided again after losing a race for a stream version. */
const MAX_ATTEMPTS = 3;

export interface LoadedStream<S> {
  state: S;
  version: number;
}

/** One stream's part of a write across streams (decision): its events, or a refusal thrown. */
export interface StreamDecision {
  streamId: string;
  streamType: StreamType;
  version: number;
  metadata: EventMetadata;
  decide(): readonly AnyReviewEvent[];
}

/** A decision on a loaded stream, for decideStreams: a refusal is thrown as the domain's ReviewError. */
export function decision<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamId: string, loaded: LoadedStream<S>, command: C, metadata: EventMetadata): StreamDecision {
  return {
    streamId,
    streamType: decider.streamType,
    version: loaded.version,
    metadata,
    decide: () => {
      const result = decider.decide(loaded.state, command);
      if (result instanceof ReviewError) throw result;
      return result;
    },
  };
}

/**
 * One transaction over review streams: load a stream (fold its events), decide, append at the
 * version that was read, and update the projections, all committed together.
 */
export class StreamTransaction {
  constructor(
    readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
  ) {}

  async load<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamId: string): Promise<LoadedStream<S>> {
    const events = await this.store.readStream<E>(this.em, streamId);
    return { state: fold(decider, events as unknown as E[]), version: events.length };
  }

  /** Decides on a loaded stream; a refusal is thrown as the domain's ReviewError (HTTP maps it at the edge). */
  async decide<S, C, E extends AnyReviewEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    loaded: LoadedStream<S>,
    command: C,
    metadata: EventMetadata,
  ): Promise<{ state: S; events: StoredEvent<E>[] }> {
    const result = decider.decide(loaded.state, command);
    if (result instanceof ReviewError) throw result;
    const events = await this.store.append(this.em, { id: streamId, type: decider.streamType }, loaded.version, result, metadata);
    await this.projector.project(this.em, events);
    return { state: result.reduce(decider.evolve, loaded.state), events };
  }

  async execute<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamId: string, command: C, metadata: EventMetadata) {
    return this.decide(decider, streamId, await this.load(decider, streamId), command, metadata);
  }

  /**
   * Loads a stream and takes a reviewee's lock in the same round trip. For a command that
   * knows the person before it reads the stream (the reviewee a submission names): should the
   * stream say otherwise, the decider refuses and the lock goes with the rolled-back transaction.
   */
  async loadLockingReviewee<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamId: string, revieweeId: string): Promise<LoadedStream<S>> {
    const events = await this.store.readStream<E>(this.em, streamId, { sql: this.projector.revieweeLockSql, params: [revieweeId] });
    this.projector.markHeld(this.em, revieweeId);
    return { state: fold(decider, events as unknown as E[]), version: events.length };
  }

  /**
   * Decides on several loaded streams of any kinds and writes all their events with one insert
   * and one projection pass, as decideAll does for one kind.
   */
  async decideStreams(decisions: ReadonlyArray<StreamDecision>): Promise<StoredEvent[][]> {
    const decided = decisions.map((d) => d.decide());
    const stored = await this.store.appendMany(
      this.em,
      decisions.map(({ streamId, streamType, version, metadata }, i) => ({ stream: { id: streamId, type: streamType }, expectedVersion: version, events: decided[i], metadata })),
    );
    await this.projector.project(this.em, stored.flat());
    return stored;
  }

  /** Several streams of one kind, read in one statement; unopened when the decider reads no personal field. */
  async loadAll<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamIds: readonly string[]): Promise<Map<string, LoadedStream<S>>> {
    const streams = await this.store.readStreams(this.em, streamIds, decider.foldsWithoutPersonalData ? 'stand-ins' : 'opened');
    return new Map([...streams].map(([id, events]) => [id, { state: fold(decider, events as unknown as E[]), version: events.length }]));
  }

  /**
   * Decides on several loaded streams and writes all their events with one insert and one
   * projection pass (so the integration events are computed once for the lot). Any refusal
   * refuses the whole; a lost race on any stream retries the whole transaction.
   */
  async decideAll<S, C, E extends AnyReviewEvent>(
    decider: Decider<S, C, E>,
    decisions: ReadonlyArray<{ streamId: string; loaded: LoadedStream<S>; command: C; metadata: EventMetadata }>,
  ): Promise<Array<{ state: S; events: StoredEvent<E>[] }>> {
    const decided = decisions.map(({ loaded, command }) => {
      const result = decider.decide(loaded.state, command);
      if (result instanceof ReviewError) throw result;
      return result;
    });
    const stored = await this.store.appendMany(
      this.em,
      decisions.map(({ streamId, loaded, metadata }, i) => ({ stream: { id: streamId, type: decider.streamType }, expectedVersion: loaded.version, events: decided[i], metadata })),
    );
    await this.projector.project(this.em, stored.flat());
    return decisions.map(({ loaded }, i) => ({ state: decided[i].reduce(decider.evolve, loaded.state), events: stored[i] as StoredEvent<E>[] }));
  }

  /**
   * Decides on a stream this command creates (its id was just generated, so it has no events):
   * no read. Should the id exist after all, the append's unique version check refuses it.
   */
  async start<S, C, E extends AnyReviewEvent>(decider: Decider<S, C, E>, streamId: string, command: C, metadata: EventMetadata) {
    return this.decide(decider, streamId, { state: decider.initialState, version: 0 }, command, metadata);
  }

  /** Serializes commands that change one person's received reviews (see ReviewProjector). */
  lockStream(streamId: string) {
    return this.projector.lockStream(this.em, streamId);
  }

  lockReviewee(userId: string) {
    return this.projector.lockReviewee(this.em, userId);
  }
}

@Injectable()
export class ReviewStreams {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
  ) {}

  /**
   * Runs work in a new transaction. When another command appended to the same stream first,
   * the whole work runs again on the new state: the loser then gets the rule's own answer
   * (e.g. "already answered") instead of overwriting the winner.
   */
  async transaction<T>(work: (tx: StreamTransaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.em.fork().transactional((em) => work(new StreamTransaction(em, this.store, this.projector)));
      } catch (error) {
        // A deadlock between two commands that lock two people in opposite orders (a submission
        // flagging the other half of a reciprocal pair, ADR 0034) is a lost race like any other.
        if (!(error instanceof ConcurrencyError) && (error as { code?: string }).code !== DEADLOCK) throw error;
        if (attempt >= MAX_ATTEMPTS) throw ReviewErrors.concurrentChange();
      }
    }
  }
}
