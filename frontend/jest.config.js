/** Component and unit tests in jsdom (end-to-end journeys run in Chromium, see e2e/). */
export default {
  testEnvironment: '<rootDir>/jest.environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'es6' },
        swcrc: false,
      },
    ],
  },
  // Contracts' own imports name the compiled file ('./plans.js'), as Node's ESM needs; jest reads the source.
  moduleNameMapper: { '^@crew/contracts/(.*)$': '<rootDir>/../contracts/src/$1', '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|antd|rc-|@rc-component|@babel/runtime)/)'],
  setupFiles: ['<rootDir>/jest.polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  testTimeout: 30000,
  // jest's default is one worker fewer than the cores: one on a 2-core machine, which left a core idle.
  maxWorkers: 2,
  // React's scheduler keeps the MessageChannel polyfill's ports open after the last test.
  forceExit: true,
};
