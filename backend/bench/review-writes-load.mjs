// The reviews bench's writer load, run as its own process (never inside the server's): each
// client posts its reviews one after another through the API (POST /api/reviews, each signed in
// as its reviewer), all clients at once; prints one JSON line of figures (with its own CPU time,
// so the bench can tell the load's CPU from the server's).
//
//   node bench/review-writes-load.mjs plan.json
//   plan.json: {"base": "...", "origin": "...", "clients": [{"reviews": [{...body, "cookie": "...", "ip": "10.1.2.3"}]}]}
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const { base, origin, clients } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const latencies = [];
const statuses = {};
const failures = [];

async function client({ reviews }) {
  for (const { cookie, ip, ...body } of reviews) {
    const started = performance.now();
    // The review's own address (the API trusts a proxy on this machine).
    const res = await fetch(`${base}/api/reviews`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== 201 && failures.length < 5) failures.push(`${res.status} ${text.slice(0, 200)}`);
  }
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(clients.map(client));
const cpu = process.cpuUsage(cpuBefore);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))];
process.stdout.write(`${JSON.stringify({ reviews: latencies.length, seconds, perSecond: latencies.length / seconds, p50: at(50), p95: at(95), p99: at(99), cpuMs: (cpu.user + cpu.system) / 1000, statuses, failures })}\n`);
