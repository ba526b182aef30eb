import type { ReviewError } from './review-errors.js';
import type { StreamType } from './review-events.js';

/**
 * A stream's rules as pure functions (no Nest, no ORM): the state is the fold of the stream's
 * events, and a command either yields new events or is refused with a ReviewError.
 */
export interface Decider<State, Command, Event> {
  streamType: StreamType;
  initialState: State;
  decide(state: State, command: Command): Event[] | ReviewError;
  evolve(state: State, event: Event): State;
  /**
   * True when evolve reads no personal field (ADR 0019): ids, statuses and decisions only. Such
   * a stream can be loaded with its personal fields as their stand-ins, with no key read and no
   * cipher (StreamTransaction.loadAll). event-store/personal-fields.spec.ts folds the review
   * decider's events both ways; a decider that sets this needs the same test.
   */
  foldsWithoutPersonalData?: boolean;
}

export function fold<S, C, E>(decider: Decider<S, C, E>, events: readonly E[]): S {
  return events.reduce(decider.evolve, decider.initialState);
}
