// How a test runs one of the product's entry points (src/main.ts, src/migrate.ts, ...): from
// source through swc, as `npm run dev` does; or, when `npm test` has built the backend before
// its tests (TEST_FROM_BUILD=1), from dist as production does, which starts each process a few
// seconds sooner (the suites that start APIs and workers start dozens).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/** Whether the entry points run from dist. */
export const fromBuild = process.env.TEST_FROM_BUILD === '1' && existsSync(`${backendDir}/dist/main.js`);

/** `src/x.ts` as this run starts it: itself, or `dist/x.js`. */
export const entryPoint = (source) => (fromBuild ? source.replace(/^(\.\/)?src\/(.*)\.ts$/, './dist/$2.js') : source);

/** node's arguments (cwd: backend) to run `entry` after importing `preload`, e.g. the tracing set-up. */
export function nodeArgs(entry, preload = []) {
  const imports = [...(fromBuild ? [] : ['@swc-node/register/esm-register']), ...preload.map(entryPoint)];
  return [...imports.flatMap((module) => ['--import', module]), entryPoint(entry)];
}
