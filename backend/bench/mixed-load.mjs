// The capacity bench's load generator, run as its own process (never inside the server's):
// autocannon repeating a sequence of requests (reads and a few writes) on every connection,
// each request signed in as one of several people in turn, printing one JSON line of figures.
//
//   node bench/mixed-load.mjs '{"base": "...", "connections": 20, "seconds": 20, "cookies": ["crew.sid=..."], "sequence": [{"method": "GET", "path": "/api/reviews"}]}'
import autocannon from 'autocannon';

const { base, connections, seconds, cookies, sequence, origin } = JSON.parse(process.argv[2]);
let issued = 0;
const instance = autocannon({
  url: base,
  connections,
  duration: seconds,
  requests: sequence.map(({ method, path, body }) => ({
    method,
    path,
    setupRequest: (req) => ({
      ...req,
      headers: {
        ...req.headers,
        cookie: cookies[issued++ % cookies.length],
        origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(typeof body === 'function' ? body() : body) : undefined,
    }),
  })),
});
instance.on('done', (result) => {
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      seconds: result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    })}\n`,
  );
});
