// The load generator of the HTTP benches, run as its own process (never inside the server's):
// autocannon against one URL, printing one JSON line with the figures.
//
//   node bench/load-generator.mjs '{"url": "...", "connections": 50, "amount": 5000, "seconds": 20, "visitors": 1000, "headers": {}}'
//
// Visitors: request n carries the user agent `bench-visitor-{n mod visitors}` across all
// connections, so the first `visitors` requests are first visits (a counted view each) and the
// rest are refreshes, as in a busy link (`visitorPrefix` replaces 'bench-visitor', e.g. for a
// warm-up whose visits must not make the measured ones refreshes). Stops after `amount`
// requests or `seconds`, whichever comes first.
import autocannon from 'autocannon';

const { url, connections, amount, seconds, visitors, headers = {}, visitorPrefix = 'bench-visitor' } = JSON.parse(process.argv[2]);
let issued = 0;
const instance = autocannon({
  url,
  connections,
  amount,
  headers,
  requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'user-agent': `${visitorPrefix}-${issued++ % visitors}` } }) }],
});
// autocannon's summary has no p95: the latencies of every response are kept for it.
const latencies = [];
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const deadline = setTimeout(() => instance.stop(), seconds * 1000);
instance.on('done', (result) => {
  clearTimeout(deadline);
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      seconds: result.duration,
      p50: result.latency.p50,
      p95: Math.round(latencies.sort((a, b) => a - b)[Math.max(0, Math.ceil(0.95 * latencies.length) - 1)] ?? 0),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    })}\n`,
  );
});
