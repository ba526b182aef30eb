import { createLink, person } from '../sharing/sharing-helpers.js';
import { PrivateRedis } from '../support/private-redis.js';
import { startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';

/**
 * Sessions live in Redis. While it is down, calls that need the session answer a fast 503
 * with Retry-After (not a 500 after seconds of waiting, nor a misleading 401), and public
 * pages that need no session keep working, even for a visitor who carries a session cookie.
 */
describe('signed-in calls while the session store (Redis) is down', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  const consoleError = console.error;

  beforeAll(async () => {
    // BullMQ prints every refused reconnection while Redis is down; that is the point here.
    console.error = (...args: unknown[]) => {
      if (!String(args[0]).includes('ECONNREFUSED')) consoleError(...args);
    };
    redis = await PrivateRedis.create();
    await redis.start();
    app = await startTestApp({ REDIS_URL: redis.url, RATE_LIMITS_ENABLED: 'true' });
  });

  afterAll(async () => {
    try {
      if (!redis.running) await redis.start();
      await app.close();
    } finally {
      redis.kill();
      console.error = consoleError;
    }
  }, 60_000);

  it('answer 503 with Retry-After within a second, while the public profile still answers', async () => {
    const owner = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    const link = await createLink(owner);
    const email = (await owner.agent.get('/api/auth/user').expect(200)).body.email as string;

    await redis.stop();

    // The health check tells which dependency is gone, within its timeout.
    const health = await app.http().get('/api/health');
    expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { status: 'degraded', database: 'up', redis: 'down', storage: 'up' } });

    for (const [method, path] of [
      ['get', '/api/auth/user'],
      ['get', '/api/reviews'],
      ['get', '/api/share-links'],
      ['patch', '/api/user/profile'],
    ] as const) {
      const started = Date.now();
      const res = await owner.agent[method](path).send(method === 'patch' ? { location: 'Palma' } : undefined);
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable, please try again shortly' });
    }

    // Signing in needs the store too: the same fast 503, not a 500.
    const started = Date.now();
    const signIn = await app.http().post('/api/auth/login').send({ email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(503);
    expect(signIn.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(1000);

    // Rate limits count in Redis too: a rate-limited call answers the same 503, not a 500.
    const limited = await app.http().post('/api/auth/email-link').send({ email });
    expect(limited.status).toBe(503);
    expect(limited.headers['retry-after']).toBe('5');

    // Public pages need no session: anonymous, and with the (unreadable) session cookie.
    await app.http().get(`/api/public/profile/${link.token}`).expect(200);
    await owner.agent.get(`/api/public/profile/${link.token}`).expect(200);
    await app.http().get('/api/certifications/catalogue').expect(200);
    // Without a cookie there is nothing to read: signed out is the truth.
    await app.http().get('/api/auth/user').expect(401);

    await redis.start();
    // Each Redis client (sessions, rate limits) reconnects on its own schedule: until it has,
    // its calls keep answering the fast 503, never anything else.
    const once503Ends = async (call: () => Promise<{ status: number }>) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const res = await call();
        if (res.status !== 503 || Date.now() > deadline) return res;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // The restarted Redis is empty, so the session is gone: an honest 401, then signing in works.
    expect((await once503Ends(() => owner.agent.get('/api/auth/user'))).status).toBe(401);
    expect((await once503Ends(() => owner.agent.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }))).status).toBe(200);
    await owner.agent.get('/api/auth/user').expect(200);
    // Mail flows again once the worker's queue connection is back (and it can then close cleanly).
    await app.http().post('/api/auth/email-link').send({ email }).expect(202);
    await app.smtp.waitFor(email, /sign-in link/, 30_000);
  }, 60_000);
});
