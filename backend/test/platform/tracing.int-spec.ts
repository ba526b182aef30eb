import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { freePort, until } from '../support/private-redis.js';
import { ProductProcesses } from '../support/product-processes.js';
import { cloneDatabase, databaseUrl, dropDatabase } from '../support/run-services.mjs';
import { SmtpSink } from '../support/smtp-sink.js';
import { STRONG_PASSWORD, uniqueEmail } from '../support/test-app.js';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

const SERVER = 2;
const CONSUMER = 5;

/**
 * A tiny OTLP/HTTP receiver: what an OpenTelemetry Collector would get, decoded from the
 * JSON export (POST /v1/traces).
 */
class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server: Server | undefined;

  async start(port: number) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces' && /json/.test(req.headers['content-type'] ?? '')) {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ReceivedSpan[] }> }> };
          for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) this.spans.push(...scope.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const attribute = (span: ReceivedSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

/**
 * The real entry point with tracing preloaded (as npm start does) and OTEL_EXPORTER_OTLP_ENDPOINT
 * pointing at this test's receiver: one sign-up request, the mail it queued through the outbox,
 * the worker's job and its SMTP send arrive as one trace.
 */
describe('traces over OTLP', () => {
  const processes = new ProductProcesses();
  const receiver = new OtlpReceiver();
  const smtp = new SmtpSink();
  const database = `${process.env.TEST_DATABASE}_${randomBytes(4).toString('hex')}`;
  let api: string;

  beforeAll(async () => {
    await smtp.start();
    const receiverPort = await freePort();
    await receiver.start(receiverPort);
    await cloneDatabase(process.env.TEST_DATABASE!, database);
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:trace-${database.slice(-8)}`,
      SMTP_URL: smtp.url,
      APP_URL: api,
      RATE_LIMITS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      // The batch goes out every 200 ms instead of 5 s, so the test waits less.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    // npm start's shape (API and worker in one process; one process starts twice as fast as
    // two here): the mail still goes request -> outbox row -> relay -> BullMQ -> worker.
    processes.start('API and worker', 'src/start.ts', { ...env, PORT: String(port) }, ['./src/tracing.ts']);
    try {
      await until('the API is healthy', async () => {
        processes.assertRunning();
        return fetch(`${api}/api/health`).then((r) => r.ok, () => false);
      }, 45_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${processes.outputs()}`);
    }
  }, 60_000);

  afterAll(async () => {
    await processes.killAll();
    await receiver.stop();
    await smtp.stop();
    await dropDatabase(database);
  });

  /**
   * The spans of one trace once the chain from its SMTP send up to a root span has arrived whole,
   * and that chain. Each span is exported when it ends, in batches: the send's before the job
   * that contains it, and another job of the same trace (the integration event the request also
   * published) may arrive before this one, so the test waits for the links themselves.
   */
  async function traced(traceId: string): Promise<{ spans: ReceivedSpan[]; chain: ReceivedSpan[] }> {
    const chainFromSend = () => {
      const spans = receiver.spans.filter((s) => s.traceId === traceId);
      const byId = new Map(spans.map((s) => [s.spanId, s]));
      const chain: ReceivedSpan[] = [];
      for (let span: ReceivedSpan | undefined = spans.find((s) => s.name === 'smtp send'); span; span = span.parentSpanId ? byId.get(span.parentSpanId) : undefined) chain.push(span);
      return { spans, chain };
    };
    const whole = ({ chain }: ReturnType<typeof chainFromSend>) => chain.length > 0 && !chain[chain.length - 1].parentSpanId;
    try {
      await until('the SMTP send and every span above it up to the request', () => whole(chainFromSend()), 20_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}; spans received: ${receiver.spans.map((s) => `${s.traceId.slice(0, 8)} ${s.name}`).join(', ')}\n${processes.outputs()}`);
    }
    return chainFromSend();
  }

  it('links a request, the mail job it queued and the SMTP send in one trace, whose id is the request id', async () => {
    const email = uniqueEmail('traced');
    const res = await fetch(`${api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api },
      body: JSON.stringify({ email, firstName: 'Tess', lastName: 'Trace', password: STRONG_PASSWORD }),
    });
    expect(res.status).toBe(201);
    const traceId = res.headers.get('x-request-id')!;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await smtp.waitFor(email, /./, 20_000);
    const { spans, chain } = await traced(traceId);

    // From the send up through the worker's job to the request that staged the mail.
    const job = chain.find((s) => s.kind === CONSUMER);
    expect(job?.name).toBe('mail process platform.send-mail');
    expect(attribute(job!, 'messaging.destination.name')).toBe('mail');
    const root = chain[chain.length - 1];
    expect(root.parentSpanId ?? '').toBe('');
    expect(root.kind).toBe(SERVER);
    expect(attribute(root, 'http.route') ?? attribute(root, 'url.path') ?? root.name).toMatch(/\/api\/auth\/signup/);
    // The request's own work is in the trace too: its PostgreSQL statements and Redis calls.
    const statements = spans.map((s) => attribute(s, 'db.query.text')).filter(Boolean);
    expect(statements.some((text) => /^insert into "?outbox_messages/.test(text!))).toBe(true);
    // Without the values MikroORM inlines into its SQL: no address, name or id leaves for the tracing backend.
    const exported = JSON.stringify(spans);
    expect(exported).not.toContain(email);
    expect(exported).not.toContain('Trace');
  });

  it("follows a review request from the click to the colleague's invitation in one trace", async () => {
    const signedUp = await fetch(`${api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api },
      body: JSON.stringify({ email: uniqueEmail('asks'), firstName: 'Rhea', lastName: 'Asker', password: STRONG_PASSWORD }),
    });
    expect(signedUp.status).toBe(201);
    const cookie = signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const colleague = uniqueEmail('colleague');
    const res = await fetch(`${api}/api/review-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api, cookie },
      body: JSON.stringify({ reviewerEmail: colleague, context: 'M/Y Aurora, 2025 Med season' }),
    });
    expect(res.status).toBe(201);
    const traceId = res.headers.get('x-request-id')!;
    await smtp.waitFor(colleague, /review/i, 20_000);
    const { spans, chain } = await traced(traceId);

    expect(chain.find((s) => s.kind === CONSUMER)?.name).toBe('mail process platform.send-mail');
    const root = chain[chain.length - 1];
    expect(root.kind).toBe(SERVER);
    expect(attribute(root, 'http.route') ?? attribute(root, 'url.path') ?? root.name).toMatch(/\/api\/review-requests/);
    // The request appended the review's first event and staged the mail, in the same trace.
    const statements = spans.map((s) => attribute(s, 'db.query.text')).filter(Boolean);
    expect(statements.some((text) => /insert into "?review_events/.test(text!))).toBe(true);
    expect(statements.some((text) => /insert into "?outbox_messages/.test(text!))).toBe(true);
    expect(JSON.stringify(spans)).not.toContain(colleague);
  });
});
