import { readFileSync } from 'node:fs';

const swc = JSON.parse(readFileSync(new URL('./.swcrc.jest.json', import.meta.url), 'utf8'));

/** Unit specs (src/**\/*.spec.ts) and integration specs against real services (test/**\/*.int-spec.ts). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Tests read the shared contracts from source, so they need no build first.
    '^@crew/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
  },
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  testTimeout: 30000,
  // The apps close every connection they open (checked by counting sockets after close), but
  // one Redis socket opened before any app starts keeps a lone jest process alive.
  forceExit: true,
  maxWorkers: 2,
};
