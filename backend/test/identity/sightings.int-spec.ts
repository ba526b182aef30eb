import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { GetSharedSightingsQuery, type SharedSightings } from '../../src/modules/identity/contracts/sightings.js';
import { signUp, startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';

const deviceCookie = (setCookie: string[] | string | undefined) =>
  ([setCookie ?? []].flat().find((c) => c.startsWith('crew.did=')) ?? '');

describe('devices and sign-in addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const rows = (sql: string, params: unknown[]) => app.em.fork().getConnection().execute(sql, params);
  const shared = (options: { userId: string; otherUserId: string; deviceId?: string | null; ip?: string }): Promise<SharedSightings> =>
    app.api.get(QueryBus).execute(new GetSharedSightingsQuery({ deviceId: null, ip: '198.51.100.1', ...options }));

  it('gives a browser a long-lived httpOnly device cookie at sign-up and keeps it at the next sign-in', async () => {
    const agent = app.agent();
    const res = await agent.post('/api/auth/signup').set('X-Forwarded-For', '198.51.100.20')
      .send({ email: `d.${Date.now()}@example.com`, firstName: 'Dana', lastName: 'Reed', password: STRONG_PASSWORD }).expect(201);
    const cookie = deviceCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^crew\.did=[A-Za-z0-9_-]{32}; Max-Age=63072000; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const deviceId = cookie.split(';')[0].split('=')[1];

    const again = await agent.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.21').send({ email: res.body.email, password: STRONG_PASSWORD }).expect(200);
    expect(deviceCookie(again.headers['set-cookie'])).toBe('');

    const devices = await rows('select device_hash, times_seen from user_devices where user_id = ?', [res.body.id]);
    // Only the hash is kept, never the cookie itself.
    expect(devices).toEqual([{ device_hash: createHash('sha256').update(deviceId).digest('hex'), times_seen: 2 }]);
    const ips = await rows('select ip, times_seen from user_sign_in_ips where user_id = ? order by ip', [res.body.id]);
    expect(ips).toEqual([{ ip: '198.51.100.20', times_seen: 1 }, { ip: '198.51.100.21', times_seen: 1 }]);
  });

  it('tells whether two users signed in from the same device, and whether an address is one the other signed in from', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    expect(await shared({ userId: b.user.id, otherUserId: a.user.id })).toEqual({ device: null, ip: null });

    const deviceId = a.agent.jar.getCookie('crew.did', { domain: '127.0.0.1', path: '/', script: false, secure: false } as never)?.value;
    expect(deviceId).toBeTruthy();
    // b signs in on a's browser: same device cookie.
    await app.http().post('/api/auth/login').set('Cookie', `crew.did=${deviceId}`).set('X-Forwarded-For', '198.51.100.30')
      .send({ email: b.user.email, password: STRONG_PASSWORD }).expect(200);
    const found = await shared({ userId: b.user.id, otherUserId: a.user.id, ip: '127.0.0.1' });
    expect(found.device).toMatchObject({ timesSeen: 2 });
    expect(found.ip).toMatchObject({ ip: '127.0.0.1', timesSeen: 1 });
    // The device on a request counts before it was ever signed in from by that user.
    const c = await signUp(app);
    expect((await shared({ userId: c.user.id, otherUserId: a.user.id, deviceId })).device).toMatchObject({ timesSeen: 1 });
  });
});
