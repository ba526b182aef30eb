// Summarises a .cpuprofile (V8's format, as BENCH_CPU_PROFILE writes it): self time by package
// or source file, and the heaviest functions, so a bench's CPU can be read without DevTools.
//
//   node bench/cpu-profile-summary.mjs file.cpuprofile [top]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 30);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map();
// timeDeltas[i] is the time before samples[i]: attribute it to that sample's node.
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const place = (url) => {
  if (!url) return '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/backend\//, 'backend/');
};
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const byPlace = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const name = callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    add(byPlace, name, us);
    add(byFunction, name, us);
    continue;
  }
  add(byPlace, place(callFrame.url), us);
  add(byFunction, `${name} ${place(callFrame.url)}:${callFrame.lineNumber + 1}`, us);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
};
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
print('Self time by package or file:', byPlace);
print('Self time by function:', byFunction);
