import { RedisSentinels, SENTINEL_NAME } from '../support/redis-sentinels.js';
import { until } from '../support/private-redis.js';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

const REVIEW_REQUEST_MAIL = /asked you for a professional review/;
const EMAIL_LINK_MAIL = /./; // a sign-up invitation: every mail to that fresh address counts

interface Answer {
  at: number;
  status: number;
}

/**
 * With REDIS_SENTINELS set, every Redis connection of the API and the worker (sessions, rate
 * limits, queues, the outbox relay) asks the Sentinels for the primary. Here the primary is
 * killed while a signed-in person keeps using the product and mails keep being queued: the
 * Sentinels promote the replica, each connection finds it, the person is still signed in, and
 * every mail is sent exactly once.
 */
describe('Redis failing over to its replica (Sentinel) while people use the product', () => {
  let cluster: RedisSentinels;
  let app: TestApp;
  const consoleError = console.error;

  beforeAll(async () => {
    // BullMQ prints each refused reconnection to the dead primary; that is the point here.
    console.error = (...args: unknown[]) => {
      if (!/ECONNREFUSED|Connection is closed|unreachable/.test(args.map(String).join(' '))) consoleError(...args);
    };
    cluster = await RedisSentinels.start();
    app = await startTestApp({
      // Nothing listens there: the product can only reach Redis through the Sentinels.
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_SENTINELS: cluster.sentinels,
      REDIS_SENTINEL_NAME: SENTINEL_NAME,
      // A job the failover lost is handed over again after this long (the outbox's recheck).
      OUTBOX_RECHECK_MS: '2000',
    });
  }, 60_000);

  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await cluster?.stop();
      console.error = consoleError;
    }
  }, 30_000);

  it('keeps the signed-in person signed in, answers only 503 meanwhile, and sends every queued mail exactly once', async () => {
    const { agent, user } = await signUp(app);
    await agent.get('/api/auth/user').expect(200);
    const reviewers: string[] = [];
    const requestReview = async () => {
      const reviewerEmail = uniqueEmail('mate');
      const res = await agent.post('/api/review-requests').send({ reviewerEmail, context: 'M/Y Aurora, 2024 season', duration: '6 months' });
      if (res.status === 201) reviewers.push(reviewerEmail);
      return res.status;
    };
    for (let i = 0; i < 3; i++) expect(await requestReview()).toBe(201);

    // A steady stream from the moment the primary dies: the signed-in person's own page every
    // 100 ms, and a sign-in link asked for by a visitor (no session) every 250 ms.
    const own: Answer[] = [];
    const links: Array<Answer & { email: string }> = [];
    let running = true;
    const personLoop = (async () => {
      while (running) {
        own.push({ at: Date.now(), status: (await agent.get('/api/auth/user')).status });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const visitorLoop = (async () => {
      while (running) {
        const email = uniqueEmail('visitor');
        links.push({ at: Date.now(), status: (await app.http().post('/api/auth/email-link').send({ email })).status, email });
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    const killedAt = Date.now();
    await cluster.killPrimary();
    await until('the Sentinels promoted the replica', async () => (await cluster.currentPrimaryPort()) === cluster.replicaPort, 20_000);
    const promotedAt = Date.now();
    // Served again: the person's page answers 200 twice in a row after the promotion.
    await until('the signed-in person is served again', () => own.slice(-2).every((a) => a.at > promotedAt && a.status === 200), 20_000);
    running = false;
    await Promise.all([personLoop, visitorLoop]);

    // Still the same person, signed in: the session survived on the promoted replica.
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: user.id });
    // Never a 401 (signed out), a 500 or a hang: only the product's 503 while there was no primary.
    const statuses = new Set([...own, ...links].map((a) => a.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 202 && s !== 503)).toEqual([]);
    const unavailable = own.filter((a) => a.status === 503);
    const secondsOf503 = unavailable.length ? (unavailable.at(-1)!.at - unavailable[0].at) / 1000 : 0;
    expect(secondsOf503).toBeLessThan(15);
    // Asking for a sign-in link needs PostgreSQL only: its mails wait in the outbox meanwhile.
    expect(links.filter((a) => a.status !== 202)).toEqual([]);

    // Writes work on the new primary, and queue their mails there.
    for (let i = 0; i < 3; i++) expect(await requestReview()).toBe(201);

    for (const reviewer of reviewers) await app.smtp.waitFor(reviewer, REVIEW_REQUEST_MAIL, 30_000);
    for (const { email } of links) await app.smtp.waitFor(email, EMAIL_LINK_MAIL, 30_000);
    await until('the outbox is delivered', async () => {
      const [row] = await app.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from outbox_messages where delivered_at is null and failed_at is null');
      return row.n === 0;
    }, 30_000);
    // A moment more for any duplicate still on its way (a job run twice after the failover).
    await new Promise((r) => setTimeout(r, 1500));
    const perAddress = [...reviewers, ...links.map((l) => l.email)].map((email) => app.smtp.mailsTo(email).length);
    // For the operator's record (docs/operations.md): what the failover cost.
    console.log(
      [
        `Redis failover: primary killed, replica promoted after ${((promotedAt - killedAt) / 1000).toFixed(1)} s;`,
        `signed-in person's calls: ${own.length}, of which 503: ${unavailable.length} over ${secondsOf503.toFixed(1)} s, other failures: 0;`,
        `visitor's sign-in link requests: ${links.length}, all accepted;`,
        `mails: ${perAddress.length} queued, ${perAddress.filter((n) => n === 0).length} lost, ${perAddress.filter((n) => n > 1).length} duplicated`,
      ].join(' '),
    );
    expect(perAddress.filter((n) => n !== 1)).toEqual([]);
  }, 60_000);
});
