import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApiApp } from '../../src/bootstrap.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  key: string;
}

const NOT_ACCEPTED = 'API keys are accepted only by crew search and crew profiles (GET /api/search/crew and GET /api/search/crew/{id})';
const INVALID = 'Invalid or revoked API key';
const NEEDS_ENTERPRISE = 'API access needs an active Enterprise plan';
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe('API keys: Enterprise employers call crew search and profiles from their own systems', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const createKey = async (owner: Person, name = 'Crewing system') => (await owner.agent.post('/api/employer/api-keys').send({ name }).expect(201)).body as CreatedKey;
  const sql = (text: string, params: unknown[] = []) => app.em.fork().getConnection().execute(text, params);

  it('are for an active Enterprise plan: crew, employers without a plan and lower plans are refused, naming the plan', async () => {
    const someone = await crew(app, { firstName: 'Not', lastName: 'Employer' });
    expect((await someone.agent.post('/api/employer/api-keys').send({ name: 'x' }).expect(403)).body.message).toBe('Employer Access Required');
    for (const plan of [null, 'basic', 'professional'] as const) {
      const refused = await (await employer(app, plan)).agent.post('/api/employer/api-keys').send({ name: 'ATS' }).expect(403);
      expect(refused.body.message).toBe(NEEDS_ENTERPRISE);
    }
    await app.http().post('/api/employer/api-keys').send({ name: 'x' }).expect(401);
  });

  it('shows the whole key once; afterwards only its name, visible start and dates, and only its hash is stored', async () => {
    const fleet = await employer(app, 'enterprise');
    const created = await createKey(fleet, '  Crewing system  ');
    expect(created.key).toMatch(/^crew_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Crewing system', prefix: created.key.slice(0, 12), lastUsedAt: null });

    const listed = (await fleet.agent.get('/api/employer/api-keys').expect(200)).body;
    expect(listed).toEqual([{ id: created.id, name: 'Crewing system', prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const [row] = await sql('select * from api_keys where id = ?', [created.id]);
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('refuses a nameless or overlong name, and more than 10 keys in use', async () => {
    const fleet = await employer(app, 'enterprise');
    for (const name of ['', '   ', 'x'.repeat(61), 42]) {
      const res = await fleet.agent.post('/api/employer/api-keys').send({ name }).expect(400);
      expect(res.body.message).toBe('name must be 1 to 60 characters: say what the key is for');
    }
    for (let i = 0; i < 10; i++) await createKey(fleet, `Key ${i}`);
    const refused = await fleet.agent.post('/api/employer/api-keys').send({ name: 'Eleventh' }).expect(409);
    expect(refused.body.message).toBe('You can have at most 10 API keys: revoke one you no longer use first');
    const [{ count }] = await sql('select count(*)::int as count from api_keys where user_id = ?', [fleet.user.id]);
    expect(count).toBe(10);
  });

  it('opens crew search and profiles for the key alone, counting profile views on the plan as the app does', async () => {
    const fleet = await employer(app, 'enterprise');
    const target = await crew(app, { firstName: 'Keyla', lastName: 'Searchwell' }, { position: 'Chief Officer', rank: 'chief-officer', location: 'Palma' });
    await settled(app);
    const { key, id } = await createKey(fleet);

    // No session at all: the key speaks for the employer.
    const found = await app.http().get('/api/search/crew?query=Searchwell').set(bearer(key)).expect(200);
    expect(found.body.map((c: { id: string }) => c.id)).toEqual([target.user.id]);
    const profile = await app.http().get(`/api/search/crew/${target.user.id}`).set(bearer(key)).expect(200);
    expect(profile.body).toMatchObject({ id: target.user.id, firstName: 'Keyla', lastName: 'Searchwell' });

    const usage = (await fleet.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>;
    expect(usage.find((u) => u.feature === 'profile_view')?.used).toBe(1);
    const [listed] = (await fleet.agent.get('/api/employer/api-keys').expect(200)).body;
    expect(listed.id).toBe(id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('is refused by every other route, public ones and those of a session that comes with it included', async () => {
    const fleet = await employer(app, 'enterprise');
    const { key } = await createKey(fleet);
    for (const [method, path] of [
      ['get', '/api/auth/user'],
      ['get', '/api/user/subscription'],
      ['get', '/api/employer/api-keys'],
      ['post', '/api/employer/api-keys'],
      ['get', '/api/employer/analytics'],
      ['get', '/api/support/requests'],
      ['get', '/api/contact-requests'],
      ['get', '/api/health'],
      ['get', '/api/subscription-plans'],
    ] as const) {
      const res = await app.http()[method](path).set(bearer(key)).send(method === 'post' ? { name: 'Another' } : undefined);
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 401, NOT_ACCEPTED]);
    }
    // The session alone still works; with the key beside it, the key is what is judged.
    await fleet.agent.get('/api/auth/user').expect(200);
    expect((await fleet.agent.get('/api/auth/user').set(bearer(key)).expect(401)).body.message).toBe(NOT_ACCEPTED);
    const [{ count }] = await sql('select count(*)::int as count from api_keys where user_id = ?', [fleet.user.id]);
    expect(count).toBe(1);
  });

  it('refuses a key that does not exist, whatever it looks like', async () => {
    for (const key of ['crew_not-a-real-key', 'sk_live_something', '', `crew_${'a'.repeat(200)}`]) {
      const res = await app.http().get('/api/search/crew').set('Authorization', `Bearer ${key}`).expect(401);
      expect(res.body.message).toBe(INVALID);
    }
    // Without any key it is the session's route as before.
    expect((await app.http().get('/api/search/crew').expect(401)).body.message).toBe('Unauthorized');
  });

  it('stops working the moment it is revoked, on every API process, and only its owner can revoke it', async () => {
    const fleet = await employer(app, 'enterprise');
    const { key, id } = await createKey(fleet);
    const kept = await createKey(fleet, 'Still in use');
    // A second API process on the same database: nothing is cached in the first.
    const second: NestExpressApplication = await createApiApp(app.config);
    try {
      await request(second.getHttpServer()).get('/api/search/crew').set(bearer(key)).expect(200);

      const other = await employer(app, 'enterprise');
      expect((await other.agent.delete(`/api/employer/api-keys/${id}`).expect(404)).body.message).toBe('API key not found');
      await app.http().get('/api/search/crew').set(bearer(key)).expect(200);

      await fleet.agent.delete(`/api/employer/api-keys/${id}`).expect(204);
      expect((await request(second.getHttpServer()).get('/api/search/crew').set(bearer(key)).expect(401)).body.message).toBe(INVALID);
      expect((await app.http().get('/api/search/crew').set(bearer(key)).expect(401)).body.message).toBe(INVALID);
      await fleet.agent.delete(`/api/employer/api-keys/${id}`).expect(404);
      await fleet.agent.delete('/api/employer/api-keys/not-a-key').expect(404);

      expect((await fleet.agent.get('/api/employer/api-keys').expect(200)).body.map((k: { id: string }) => k.id)).toEqual([kept.id]);
      await request(second.getHttpServer()).get('/api/search/crew').set(bearer(kept.key)).expect(200);
    } finally {
      await second.close();
    }
  });

  it('stops working when the plan lapses, is below Enterprise or the account is suspended, and works again with Enterprise back', async () => {
    const fleet = await employer(app, 'enterprise');
    const { key } = await createKey(fleet);
    const search = () => app.http().get('/api/search/crew').set(bearer(key));
    await search().expect(200);

    await sql(`update users set subscription_plan = 'professional' where id = ?`, [fleet.user.id]);
    expect((await search().expect(403)).body.message).toBe(NEEDS_ENTERPRISE);
    // Listing and revoking stay open to the employer; a new key does not.
    await fleet.agent.get('/api/employer/api-keys').expect(200);
    expect((await fleet.agent.post('/api/employer/api-keys').send({ name: 'More' }).expect(403)).body.message).toBe(NEEDS_ENTERPRISE);

    await sql(`update users set subscription_plan = 'enterprise', subscription_expires_at = now() - interval '1 second' where id = ?`, [fleet.user.id]);
    expect((await search().expect(403)).body.message).toBe('Premium Subscription Required');

    await sql(`update users set subscription_expires_at = now() + interval '30 days' where id = ?`, [fleet.user.id]);
    await search().expect(200);

    await sql('update users set suspended_at = now() where id = ?', [fleet.user.id]);
    expect((await search().expect(401)).body.message).toBe(INVALID);
  });

  it('records keys created and revoked in the audit log, by name and visible start only', async () => {
    const fleet = await employer(app, 'enterprise');
    const { id, key, prefix } = await createKey(fleet, 'Audited');
    await fleet.agent.delete(`/api/employer/api-keys/${id}`).expect(204);
    await settled(app);
    // Each event is written by the subscriber as it is delivered; the two are compared as a set.
    const rows = await sql(`select actor_id, action, target_id, details from admin_audit_log where target_id = ? and action like 'api-key.%' order by action`, [fleet.user.id]);
    expect(rows).toEqual([
      { actor_id: fleet.user.id, action: 'api-key.created', target_id: fleet.user.id, details: { name: 'Audited', prefix } },
      { actor_id: fleet.user.id, action: 'api-key.revoked', target_id: fleet.user.id, details: { name: 'Audited', prefix } },
    ]);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('documents the key in the OpenAPI document as a bearer scheme on exactly the routes that take it', async () => {
    const doc = (await app.http().get('/api/docs/openapi.json').expect(200)).body as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string; description?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey.description).toContain('Authorization: Bearer <key>');
    const withKey = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'apiKey' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withKey.sort()).toEqual(['GET /api/search/crew', 'GET /api/search/crew/{id}']);
    // Either way in works there: the session cookie or the key.
    expect(doc.paths['/api/search/crew'].get.security).toEqual(expect.arrayContaining([{ cookie: [] }, { apiKey: [] }]));
  });
});

describe('API keys: the per-key rate', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
  });
  afterAll(() => app?.close());

  it('allows 60 requests a minute per key, then answers 429 with Retry-After; another key is counted on its own', async () => {
    const fleet = await employer(app, 'enterprise');
    const [first, second] = [
      (await fleet.agent.post('/api/employer/api-keys').send({ name: 'Busy' }).expect(201)).body.key as string,
      (await fleet.agent.post('/api/employer/api-keys').send({ name: 'Quiet' }).expect(201)).body.key as string,
    ];
    for (let i = 0; i < 60; i++) await app.http().get('/api/search/crew').set(bearer(first)).expect(200);
    const limited = await app.http().get('/api/search/crew').set(bearer(first)).expect(429);
    expect(limited.body.message).toBe('Too many requests with this API key: at most 60 a minute. Retry after the time in the Retry-After header.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await app.http().get('/api/search/crew').set(bearer(second)).expect(200);
  });
});
