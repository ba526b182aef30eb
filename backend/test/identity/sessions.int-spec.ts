import type { Redis } from 'ioredis';
import { Clock } from '../../src/platform/clock/clock.js';
import { REDIS } from '../../src/platform/redis/redis.module.js';
import { signUp, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

interface SessionView {
  id: string;
  current: boolean;
  device: string;
  deviceType: string;
  place: string | null;
  network: string | null;
  signedInAt: string;
  lastSeenAt: string;
}

describe('signed-in sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A browser (its own cookies) signing in with the password from an address, with a user agent. */
  async function browser(email: string, userAgent: string, ip: string) {
    const agent = app.agent().set('User-Agent', userAgent).set('X-Forwarded-For', ip);
    await agent.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
    return agent;
  }

  const list = async (agent: ReturnType<TestApp['agent']>) => (await agent.get('/api/user/sessions').expect(200)).body as SessionView[];

  async function mailsDelivered() {
    for (let i = 0; i < 300; i++) {
      const [row] = await app.em.fork().getConnection().execute<Array<{ n: string }>>(`select count(*) as n from outbox_messages where queue = 'mail' and delivered_at is null and failed_at is null`);
      if (Number(row.n) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('mail still queued');
  }

  const newSignInMails = (email: string) => app.smtp.mailsTo(email).filter((m) => m.subject === 'New sign-in to your account');

  it('lists where the person is signed in, this device first, and signs one out or all the others at once', async () => {
    const { user } = await signUp(app);
    const laptop = await browser(user.email, WINDOWS_CHROME, '203.0.113.10');
    const phone = await browser(user.email, IPHONE_SAFARI, '198.51.100.20');
    const tablet = await browser(user.email, MAC_FIREFOX, '2001:db8:85a3::8a2e:370:7348');

    const seen = await list(laptop);
    // The sign-up's own session is there too (supertest's agent has no user agent of a browser).
    expect(seen).toHaveLength(4);
    expect(seen[0]).toMatchObject({ current: true, device: 'Chrome on Windows', deviceType: 'computer', place: null, network: '203.0.113.*' });
    expect(seen.slice(1).every((s) => !s.current)).toBe(true);
    expect(seen.map((s) => s.device)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Firefox on macOS']));
    expect(seen.find((s) => s.device === 'Safari on iPhone')).toMatchObject({ deviceType: 'phone', network: '198.51.100.*' });
    expect(seen.find((s) => s.device === 'Firefox on macOS')?.network).toBe('2001:db8:85a3:*');
    expect(JSON.stringify(seen)).not.toMatch(/crew\.sid|"sid"/);

    const phoneId = seen.find((s) => s.device === 'Safari on iPhone')!.id;
    await laptop.delete(`/api/user/sessions/${phoneId}`).expect(204);
    await phone.get('/api/auth/user').expect(401);
    expect((await laptop.delete(`/api/user/sessions/${phoneId}`).expect(404)).body.message).toBe('This session has already ended');
    expect((await list(laptop)).map((s) => s.device)).not.toContain('Safari on iPhone');
    expect((await laptop.delete(`/api/user/sessions/${seen[0].id}`).expect(400)).body.message).toMatch(/sign out from the menu/);

    // Someone else's session cannot be named.
    const stranger = await signUp(app);
    const tabletId = seen.find((s) => s.device === 'Firefox on macOS')!.id;
    await stranger.agent.delete(`/api/user/sessions/${tabletId}`).expect(404);
    await tablet.get('/api/auth/user').expect(200);

    const others = await laptop.post('/api/user/sessions/sign-out-others').expect(200);
    expect(others.body).toEqual({ ended: 2, message: 'Signed out of 2 other sessions.' });
    await tablet.get('/api/auth/user').expect(401);
    await laptop.get('/api/auth/user').expect(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    await app.http().get('/api/user/sessions').expect(401);
  });

  it('writes last seen at most once a minute per session', async () => {
    const { user } = await signUp(app);
    const laptop = await browser(user.email, WINDOWS_CHROME, '203.0.113.11');
    const [first] = await list(laptop);
    expect(Date.parse(first.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first.signedInAt));

    // A mark in the session's stored info: any write of last seen would replace it.
    const redis = app.api.get<Redis>(REDIS);
    const prefix = app.config.REDIS_PREFIX;
    const infoKeys = (await redis.smembers(`${prefix}:user-sessions:${user.id}`)).map((sid) => `${prefix}:sess-info:${sid}`);
    const agents = await Promise.all(infoKeys.map((key) => redis.hget(key, 'userAgent')));
    const infoKey = infoKeys[agents.indexOf(WINDOWS_CHROME)];
    const mark = String(Date.parse(first.lastSeenAt) - 1);
    await redis.hset(infoKey, 'lastSeenAt', mark);
    for (let i = 0; i < 5; i++) await laptop.get('/api/auth/user').expect(200);
    expect(await redis.hget(infoKey, 'lastSeenAt')).toBe(mark);

    app.api.get(Clock).advance(61_000);
    await laptop.get('/api/auth/user').expect(200);
    const [later] = await list(laptop);
    expect(Date.parse(later.lastSeenAt) - Date.parse(first.lastSeenAt)).toBeGreaterThanOrEqual(61_000);
    expect(later.signedInAt).toBe(first.signedInAt);
  });

  it('mails the owner once for each browser the account has not used before', async () => {
    const { agent: signUpBrowser, user } = await signUp(app, { firstName: 'Nadia' });
    await mailsDelivered();
    expect(newSignInMails(user.email)).toEqual([]); // the account's first browser is not news

    // The sign-up browser again: known.
    await signUpBrowser.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    const phone = await browser(user.email, IPHONE_SAFARI, '198.51.100.30');
    await mailsDelivered();
    const [mail] = newSignInMails(user.email);
    expect(newSignInMails(user.email)).toHaveLength(1);
    expect(mail.text).toContain('Device: Safari on iPhone');
    expect(mail.text).toMatch(/Time: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail.text).toContain('internet address 198.51.100.*');
    expect(mail.text).toContain(`${app.config.APP_URL}/profile#sessions`);

    await phone.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    await mailsDelivered();
    expect(newSignInMails(user.email)).toHaveLength(1);

    await browser(user.email, MAC_FIREFOX, '203.0.113.31');
    await mailsDelivered();
    expect(newSignInMails(user.email).map((m) => m.text.match(/Device: (.*)/)?.[1])).toEqual(['Safari on iPhone', 'Firefox on macOS']);
  });

  it('forgets a session\'s browser and address as soon as it signs out', async () => {
    const { user } = await signUp(app);
    const phone = await browser(user.email, IPHONE_SAFARI, '198.51.100.50');
    const redis = app.api.get<Redis>(REDIS);
    const prefix = app.config.REDIS_PREFIX;
    const infos = async () => {
      const sids = await redis.smembers(`${prefix}:user-sessions:${user.id}`);
      return (await Promise.all(sids.map((sid) => redis.hget(`${prefix}:sess-info:${sid}`, 'userAgent')))).filter(Boolean);
    };
    expect(await infos()).toContain(IPHONE_SAFARI);
    await phone.post('/api/logout').expect(303);
    expect(await infos()).not.toContain(IPHONE_SAFARI);
  });

  it('leaves nothing of the sessions in Redis once the account is deleted', async () => {
    const { agent, user } = await signUp(app);
    await browser(user.email, IPHONE_SAFARI, '198.51.100.40');
    expect(await list(agent)).toHaveLength(2);
    await agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    const redis = app.api.get<Redis>(REDIS);
    const keys = await redis.keys(`${app.config.REDIS_PREFIX}:*`);
    const left: string[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const value = type === 'hash' ? JSON.stringify(await redis.hgetall(key)) : type === 'set' ? JSON.stringify(await redis.smembers(key)) : type === 'string' ? await redis.get(key) : '';
      if (`${key} ${value}`.includes(user.id)) left.push(key);
    }
    expect(left).toEqual([]);
  });
});
