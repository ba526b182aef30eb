import assert from 'node:assert/strict';
import { type Decider, fold } from './decider.js';
import { ReviewError } from './review-errors.js';

/**
 * given(decider, [past events]).when(command).then([new events]) / .thenFails(kind, message):
 * the deciders' unit tests read as the rule they check. (node:assert rather than jest's
 * expect, so this file also compiles in the production build.)
 */
export function given<S, C, E>(decider: Decider<S, C, E>, history: readonly E[] = []) {
  return {
    when(command: C) {
      const result = decider.decide(fold(decider, history), command);
      return {
        then(expected: E[]) {
          if (result instanceof ReviewError) assert.fail(`Expected events, got ${result.kind}: ${result.message}`);
          assert.deepEqual(result, expected);
        },
        thenFails(kind: ReviewError['kind'], message?: string | RegExp) {
          if (!(result instanceof ReviewError)) assert.fail(`Expected a ${kind} error, got events ${JSON.stringify(result)}`);
          assert.equal(result.kind, kind);
          if (typeof message === 'string') assert.equal(result.message, message);
          if (message instanceof RegExp) assert.match(result.message, message);
        },
      };
    },
  };
}
