import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LoadBalancer } from '../support/load-balancer.js';
import { freePort, until } from '../support/private-redis.js';
import { type ProductProcess, ProductProcesses } from '../support/product-processes.js';
import { cloneDatabase, databaseUrl, dropDatabase } from '../support/run-services.mjs';
import { linkIn, SmtpSink } from '../support/smtp-sink.js';
import { STRONG_PASSWORD, uniqueEmail } from '../support/test-app.js';

const GRACE_SECONDS = 10;

interface Answer {
  status: number;
  body: any;
  cookie: string;
}

/**
 * A deploy as users live it (issue 28, "Restarts and deploys that users do not notice"): two
 * APIs behind a load balancer that follows /api/health/ready, two workers, and a steady mix
 * of sign-ins, reviews, searches and public profiles while every process is stopped with
 * SIGTERM and started again, API and worker side by side as two rolling Deployments do.
 * Not one request may fail, and every mail staged meanwhile must go out exactly once.
 */
describe('a rolling restart under load', () => {
  const processes = new ProductProcesses();
  const smtp = new SmtpSink();
  const suffix = randomBytes(4).toString('hex');
  const database = `${process.env.TEST_DATABASE}_${suffix}`;
  let db: pg.Client;
  let lb: LoadBalancer;
  const apis: ProductProcess[] = [];
  const workers: ProductProcess[] = [];

  beforeAll(async () => {
    await smtp.start();
    await cloneDatabase(process.env.TEST_DATABASE!, database);
    db = new pg.Client({ connectionString: databaseUrl(database) });
    await db.connect();
    const ports = [await freePort(), await freePort()];
    lb = await new LoadBalancer(ports.map((port) => `http://127.0.0.1:${port}`)).start();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:roll-${suffix}`,
      SMTP_URL: smtp.url,
      APP_URL: lb.url,
      SESSION_SECRET: 'one-secret-shared-by-every-api-process-of-this-test',
      RATE_LIMITS_ENABLED: 'false',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: 'warn',
    };
    apis.push(processes.start('API one', 'src/main.ts', { ...env, PORT: String(ports[0]) }));
    apis.push(processes.start('API two', 'src/main.ts', { ...env, PORT: String(ports[1]) }));
    // At info, a worker logs the line that says it has started (it has no port to ask).
    workers.push(processes.start('worker one', 'src/worker.ts', { ...env, LOG_LEVEL: 'info' }));
    workers.push(processes.start('worker two', 'src/worker.ts', { ...env, LOG_LEVEL: 'info' }));
    try {
      await until('both APIs are ready', async () => {
        processes.assertRunning();
        return (await Promise.all(ports.map((port) => fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.ok, () => false)))).every(Boolean);
      }, 60_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${processes.outputs()}`);
    }
  }, 90_000);

  afterAll(async () => {
    await processes.killAll();
    await lb?.stop();
    await db?.end();
    await smtp.stop();
    await dropDatabase(database);
  });

  /** A JSON call through the load balancer, as a browser would make it. */
  async function call(method: string, path: string, options: { cookie?: string; body?: unknown; ip?: string } = {}): Promise<Answer> {
    const res = await fetch(`${lb.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: json ? JSON.parse(text) : text, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  }

  async function signUp(firstName: string) {
    const email = uniqueEmail(firstName.toLowerCase());
    const res = await call('POST', '/api/auth/signup', { body: { email, firstName, lastName: 'Morgan', password: STRONG_PASSWORD } });
    expect(res.status).toBe(201);
    return { email, id: res.body.id as string, cookie: res.cookie };
  }

  /** Stops a process as an orchestrator does and starts its replacement; resolves once the replacement serves. */
  async function restart(old: ProductProcess, replaced: ProductProcess[]): Promise<number> {
    const { code, ms } = await processes.terminate(old);
    if (code !== 0) throw new Error(`${old.name} exited ${code} after SIGTERM:\n${old.output.join('')}`);
    const fresh = processes.restart(old);
    replaced[replaced.indexOf(old)] = fresh;
    await until(`${fresh.name} serves again`, () => {
      processes.assertRunning();
      if (fresh.entry === 'src/worker.ts') return fresh.output.join('').includes('on SIGTERM stops within');
      return fetch(`http://127.0.0.1:${fresh.env.PORT}/api/health/ready`).then((r) => r.ok, () => false);
    }, 120_000);
    return ms;
  }

  it('fails no request and mails every invitation exactly once while each API and each worker restarts', async () => {
    // The people of the load: a crew member with a public profile, an employer who searches.
    const crew = await signUp('Robin');
    expect((await call('PATCH', '/api/user/profile', { cookie: crew.cookie, body: { searchable: true, position: 'Chief Officer' } })).status).toBe(200);
    const link = await call('POST', '/api/share-links', { cookie: crew.cookie, body: { purpose: 'Application for Chief Officer' } });
    expect(link.status).toBe(201);
    const boss = await signUp('Erin');
    const confirm = linkIn(await smtp.waitFor(boss.email, /Confirm your email/, 30_000), `${lb.url}/api/auth/email-link/`);
    expect((await call('GET', new URL(confirm).pathname)).status).toBe(303);
    expect((await call('POST', '/api/user/upgrade-employer', { cookie: boss.cookie, body: { companyName: 'Harbour Crew Ltd', companyType: 'recruitment_agency' } })).status).toBe(200);
    expect((await call('POST', '/api/test/activate-subscription', { cookie: boss.cookie, body: { planId: 'basic' } })).status).toBe(200);

    const failures: string[] = [];
    const counts = { requests: 0, reviews: 0 };
    const reviewers: string[] = [];
    const expect2xx = async (what: string, answer: Promise<Answer>, status: number) => {
      counts.requests++;
      try {
        const res = await answer;
        if (res.status !== status) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res;
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
        return undefined;
      }
    };

    let loading = true;
    const keepLoading = () => loading && failures.length < 50;
    let ipCounter = 0;
    /** One person's steady use: sign in, search, open the shared profile, ask for a review which a colleague writes. */
    const user = async (n: number) => {
      while (keepLoading()) {
        await expect2xx('sign-in', call('POST', '/api/auth/login', { body: { email: crew.email, password: STRONG_PASSWORD } }), 200);
        await expect2xx('search', call('GET', `/api/search/crew?query=${encodeURIComponent('Chief Officer')}`, { cookie: boss.cookie }), 200);
        await expect2xx('public profile', call('GET', `/api/public/profile/${link.body.token}`), 200);
        const reviewer = await expect2xx('reviewer sign-up', signUp(`Mate${n}`).then((p) => ({ status: 201, body: p, cookie: p.cookie })), 201);
        if (!reviewer) continue;
        const { email, cookie } = reviewer.body as { email: string; cookie: string };
        reviewers.push(email);
        const asked = await expect2xx('review request', call('POST', '/api/review-requests', { cookie: crew.cookie, body: { reviewerEmail: email, context: 'M/Y Aurora, 2025 season', duration: '6 months' } }), 201);
        if (!asked) continue;
        const ip = `198.51.100.${(ipCounter++ % 250) + 1}`;
        const written = await expect2xx(
          'review',
          call('POST', '/api/reviews', {
            cookie,
            ip,
            body: {
              reviewRequestId: asked.body.id,
              revieweeId: crew.id,
              reviewerName: `Mate ${n}`,
              text: 'Reliable watchkeeper, calm in heavy weather and generous with his time.',
              rating: 5,
              context: 'M/Y Aurora',
              duration: '6 months',
              skills: [],
              technicalSkills: 'excellent',
              workEthic: 'very-good',
              communication: 'good',
              professionalism: 'excellent',
              recommendation: 'highly-recommend',
              reviewerPosition: 'Bosun',
              reviewerVessel: 'M/Y Aurora',
              reviewerCompany: 'Aurora Yachting Ltd',
              verificationMethod: 'email',
            },
          }),
          201,
        );
        if (written) counts.reviews++;
        // A steady pace, not a flood: the point is requests arriving during every drain, not throughput.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const started = Date.now();
    const load = Promise.all([1, 2].map(user));

    // Two rolling Deployments side by side: API one and worker one, then API two and worker two.
    const stops: Record<string, number> = {};
    try {
      for (const i of [0, 1]) {
        const [apiMs, workerMs] = await Promise.all([restart(apis[i], apis), restart(workers[i], workers)]);
        stops[apis[i].name] = apiMs;
        stops[workers[i].name] = workerMs;
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${processes.outputs()}`);
    } finally {
      loading = false;
      await load;
    }
    const loadSeconds = (Date.now() - started) / 1000;

    // Every staged mail delivered, then a moment more for any duplicate still on its way.
    await until('the outbox is delivered', async () => {
      const { rows } = await db.query('select count(*)::int as n from outbox_messages where delivered_at is null and failed_at is null');
      return rows[0].n === 0;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const invitations = reviewers.map((email) => smtp.mailsTo(email).filter((m) => /asked you for a professional review/.test(m.subject)).length);
    const confirmations = reviewers.map((email) => smtp.mailsTo(email).filter((m) => /Confirm your email/.test(m.subject)).length);
    // The figures docs/operations.md ("Restarts and drains") quotes.
    console.log(
      `rolling restart: ${counts.requests} requests in ${loadSeconds.toFixed(1)} s, ${failures.length} failed, ${lb.retried} sent again after a refused connection; ` +
        `${counts.reviews} reviews; ${reviewers.length * 2} mails expected, ${invitations.filter((n) => n === 0).length + confirmations.filter((n) => n === 0).length} lost, ` +
        `${invitations.filter((n) => n > 1).length + confirmations.filter((n) => n > 1).length} duplicated; SIGTERM to exit (ms): ${JSON.stringify(stops)}`,
    );
    expect(failures).toEqual([]);
    expect(counts.reviews).toBeGreaterThan(3);
    expect(invitations).toEqual(reviewers.map(() => 1));
    expect(confirmations).toEqual(reviewers.map(() => 1));
    for (const ms of Object.values(stops)) expect(ms).toBeLessThan(GRACE_SECONDS * 1000);
    processes.assertRunning();
  }, 300_000);
});
