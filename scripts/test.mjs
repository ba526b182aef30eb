// `npm test`: every test stage in order (build, backend, frontend, end-to-end), each stage's
// output streamed as it runs, then how long each took and one closing line with the totals.
// All stages run even when one fails (a failing backend test says nothing about the journeys),
// except the journeys, which need the build; the exit code is non-zero if anything failed.
import { spawn } from 'node:child_process';

// The build comes first: the journeys need it, and the backend suites that start APIs and
// workers as processes start them from it (TEST_FROM_BUILD, backend/test/support/entry-points.mjs).
const STAGES = [
  { name: 'build', command: 'npx nx run-many -t build --output-style=static' },
  { name: 'backend', command: 'npm test -w backend', fromBuild: true },
  { name: 'frontend', command: 'npm test -w frontend' },
  { name: 'end-to-end', command: 'npm test -w e2e', needs: 'build' },
];

/** Runs a shell command, echoing its output, and resolves with its exit code and output. */
function run(command, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** jest's summary line: "Tests:       2 failed, 450 passed, 452 total". */
function counts(output) {
  const line = [...output.matchAll(/^Tests:\s+(.*)$/gm)].at(-1)?.[1] ?? '';
  const count = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

const results = [];
for (const stage of STAGES) {
  const prerequisite = stage.needs && results.find((r) => r.name === stage.needs);
  if (prerequisite && prerequisite.code !== 0) {
    results.push({ name: stage.name, code: 1, seconds: 0, passed: 0, failed: 0, skipped: 0, note: `not run: ${stage.needs} failed` });
    continue;
  }
  console.log(`\n=== ${stage.name}: ${stage.command}\n`);
  const started = Date.now();
  // Without a build, the backend's processes start from source, as in a run of one suite.
  const built = results.find((r) => r.name === 'build')?.code === 0;
  const { code, output } = await run(stage.command, stage.fromBuild && built ? { TEST_FROM_BUILD: '1' } : {});
  const tally = counts(output);
  // A failing test fails its stage whatever the runner's exit code says (a child process of a
  // test can leave jest exiting 0 after reporting a failure).
  results.push({ name: stage.name, code: code === 0 && tally.failed > 0 ? 1 : code, seconds: (Date.now() - started) / 1000, ...tally });
}

const pad = (text, width) => String(text).padEnd(width);
console.log('\n=== Test stages\n');
console.log(`${pad('stage', 12)}${pad('result', 22)}${pad('tests', 24)}time`);
for (const r of results) {
  const tests = r.passed + r.failed ? `${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${pad(r.name, 12)}${pad(r.note ?? (r.code === 0 ? 'ok' : `failed (exit ${r.code})`), 22)}${pad(tests, 24)}${r.seconds.toFixed(1)} s`);
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`${pad('total', 58)}${total.toFixed(1)} s\n`);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
// A stage that failed without a failing test (a crash, a build error) still counts as a failure.
const failed = results.reduce((sum, r) => sum + (r.failed || (r.code === 0 ? 0 : 1)), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
