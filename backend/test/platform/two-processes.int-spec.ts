import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, until } from '../support/private-redis.js';
import { ProductProcesses } from '../support/product-processes.js';
import { picture, tinyPng } from '../profile/tiny-images.js';
import { S3Server } from '../support/s3-server.js';
import { cloneDatabase, databaseUrl, dropDatabase, pooledDatabaseUrl } from '../support/run-services.mjs';
import { SmtpSink } from '../support/smtp-sink.js';
import { STRONG_PASSWORD, uniqueEmail } from '../support/test-app.js';

/**
 * Production runs several API processes and several workers (docs/operations.md): here two of
 * each, real processes from the real entry points, on one database and one Redis prefix of
 * this test's own, mailing a real SMTP sink and keeping uploads in one S3-protocol bucket.
 */
describe('two API processes and two workers on one database and Redis prefix', () => {
  const processes = new ProductProcesses();
  const smtp = new SmtpSink();
  const s3 = new S3Server();
  const suffix = randomBytes(4).toString('hex');
  const database = `${process.env.TEST_DATABASE}_${suffix}`;
  let db: pg.Client;
  let storageDir: string;
  let apis: [string, string];

  beforeAll(async () => {
    await smtp.start();
    await s3.start();
    await cloneDatabase(process.env.TEST_DATABASE!, database);
    db = new pg.Client({ connectionString: databaseUrl(database) });
    await db.connect();
    storageDir = await mkdtemp(join(tmpdir(), 'crew-two-'));
    const ports = [await freePort(), await freePort()];
    apis = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: pooledDatabaseUrl(database),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:two-${suffix}`,
      SMTP_URL: smtp.url,
      APP_URL: apis[0],
      SESSION_SECRET: 'one-secret-shared-by-every-api-process-of-this-test',
      RATE_LIMITS_ENABLED: 'false',
      STORAGE_DIR: storageDir,
      ...s3.env,
      LOG_LEVEL: 'warn',
      // Short, so both relays' rechecks of handed-over jobs also run here: they must not hand a job over twice either.
      OUTBOX_RECHECK_MS: '2000',
    };
    processes.start('API one', 'src/main.ts', { ...env, PORT: String(ports[0]) });
    processes.start('API two', 'src/main.ts', { ...env, PORT: String(ports[1]) });
    processes.start('worker one', 'src/worker.ts', env);
    processes.start('worker two', 'src/worker.ts', env);
    try {
      await until('both APIs are healthy', async () => {
        processes.assertRunning();
        const answers = await Promise.all(apis.map((api) => fetch(`${api}/api/health`).then((r) => r.ok, () => false)));
        return answers.every(Boolean);
      }, 45_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${processes.outputs()}`);
    }
  }, 60_000);

  afterAll(async () => {
    await processes.killAll();
    await db?.end();
    await smtp.stop();
    await s3.stop();
    await dropDatabase(database);
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  /** A JSON call with a session cookie, to whichever API. */
  async function call(api: string, method: string, path: string, cookie?: string, body?: unknown) {
    const res = await fetch(`${api}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  }

  async function signUp(api: string, firstName: string) {
    const email = uniqueEmail(firstName.toLowerCase());
    const res = await call(api, 'POST', '/api/auth/signup', undefined, { email, firstName, lastName: 'Morgan', password: STRONG_PASSWORD });
    expect(res.status).toBe(201);
    return { email, id: res.body.id as string, cookie: res.cookie };
  }

  it('serves a session started on API one from API two, and ends it for both', async () => {
    const alex = await signUp(apis[0], 'Alex');
    const signedIn = await call(apis[0], 'POST', '/api/auth/login', undefined, { email: alex.email, password: STRONG_PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookie;
    expect(cookie).toContain('crew.sid=');

    const onTwo = await call(apis[1], 'GET', '/api/auth/user', cookie);
    expect(onTwo.status).toBe(200);
    expect(onTwo.body).toMatchObject({ id: alex.id, email: alex.email });

    expect((await call(apis[1], 'POST', '/api/logout', cookie)).status).toBe(303);
    expect((await call(apis[0], 'GET', '/api/auth/user', cookie)).status).toBe(401);
  });

  it('lists the sessions from either API, and signing one out, or all the others, holds at once on both', async () => {
    const casey = await signUp(apis[0], 'Casey');
    const signIn = (api: string) => call(api, 'POST', '/api/auth/login', undefined, { email: casey.email, password: STRONG_PASSWORD });
    const [phone, laptop] = [(await signIn(apis[1])).cookie, (await signIn(apis[0])).cookie];
    const list = async (api: string, cookie: string) => (await call(api, 'GET', '/api/user/sessions', cookie)).body as Array<{ id: string; current: boolean }>;

    const seen = await list(apis[1], casey.cookie);
    expect(seen.map((s) => s.current)).toEqual([true, false, false]);
    const phoneSession = (await list(apis[0], phone)).find((s) => s.current)!.id;
    expect(seen.map((s) => s.id)).toContain(phoneSession);

    expect((await call(apis[0], 'DELETE', `/api/user/sessions/${phoneSession}`, casey.cookie)).status).toBe(204);
    for (const api of apis) expect((await call(api, 'GET', '/api/auth/user', phone)).status).toBe(401);
    expect((await list(apis[0], casey.cookie)).map((s) => s.id)).not.toContain(phoneSession);

    const others = await call(apis[1], 'POST', '/api/user/sessions/sign-out-others', casey.cookie);
    expect(others.body).toMatchObject({ ended: 1 });
    for (const api of apis) {
      expect((await call(api, 'GET', '/api/auth/user', laptop)).status).toBe(401);
      expect((await call(api, 'GET', '/api/auth/user', casey.cookie)).status).toBe(200);
    }
  });

  it('serves a photo uploaded through API one from API two: the bucket is shared, not a disk', async () => {
    const jo = await signUp(apis[0], 'Jo');
    const grant = await call(apis[0], 'POST', '/api/objects/upload', jo.cookie);
    expect(grant.status).toBe(200);
    const png = tinyPng([200, 100, 0]);
    expect((await fetch(grant.body.uploadURL, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    expect((await call(apis[1], 'PUT', '/api/profile-photo', jo.cookie, { profilePhotoURL: grant.body.objectPath })).status).toBe(200);
    const served = await fetch(`${apis[0]}${grant.body.objectPath}`);
    expect(served.status).toBe(200);
    expect(await picture(Buffer.from(await served.arrayBuffer()))).toEqual(await picture(png));
  });

  it('mails each review-request invitation exactly once, whichever API took it, with two workers relaying', async () => {
    const requesters = [await signUp(apis[0], 'Robin'), await signUp(apis[1], 'Sam')];
    const reviewers = Array.from({ length: 10 }, (_, i) => uniqueEmail(`mate${i}`));
    // All at once, half through each API, so both relays find rows to hand over at the same time.
    const answers = await Promise.all(
      reviewers.map((reviewerEmail, i) =>
        call(apis[i % 2], 'POST', '/api/review-requests', requesters[i % 2].cookie, { reviewerEmail, context: 'M/Y Aurora, 2024 season', duration: '6 months' }),
      ),
    );
    expect(answers.map((a) => `${a.status} ${a.status === 201 ? '' : JSON.stringify(a.body)}`)).toEqual(reviewers.map(() => '201 '));

    for (const reviewer of reviewers) await smtp.waitFor(reviewer, /asked you for a professional review/, 30_000);
    // Every outbox row delivered, then a moment more for any duplicate still on its way.
    await until('the outbox is delivered', async () => {
      const { rows } = await db.query('select count(*)::int as n from outbox_messages where delivered_at is null and failed_at is null');
      return rows[0].n === 0;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    for (const reviewer of reviewers) expect(smtp.mailsTo(reviewer)).toHaveLength(1);
    for (const requester of requesters) expect(smtp.mailsTo(requester.email).filter((m) => /Confirm your email/.test(m.subject))).toHaveLength(1);
    processes.assertRunning();
  });
});
