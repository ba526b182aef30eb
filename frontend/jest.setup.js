import '@testing-library/jest-dom';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';

/*
 * Every test starts from the same state, whatever ran before it and however fast the machine
 * is (run `npm test -- --randomize` to check). Each render helper makes its own query client;
 * the rest is reset here.
 */

// findBy* and waitFor wait for what the user would see, not for a fixed time: a first render
// of an antd page in jsdom can take seconds on a busy machine, more than the 1 s default.
// A failing wait still fails well inside the 30 s test timeout.
configure({ asyncUtilTimeout: 10000 });

// No network unless the test stubs it: a test never answers from a previous test's stub.
const unstubbedFetch = async (url, init = {}) => {
  throw new Error(`fetch ${(init.method ?? 'GET').toUpperCase()} ${url}: this test stubbed no network`);
};
beforeEach(() => {
  globalThis.fetch = unstubbedFetch;
});

// A test that switched to fake timers must not leave them to the next one. (Toasts go through
// antd's App, so they unmount with the rendered tree.)
afterEach(() => {
  jest.useRealTimers();
});
