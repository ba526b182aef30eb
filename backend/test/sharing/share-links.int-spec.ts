import { randomUUID } from 'node:crypto';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { createLink, type Person, person } from './sharing-helpers.js';

describe('share links', () => {
  let app: TestApp;
  let owner: Person;
  let other: Person;

  beforeAll(async () => {
    app = await startTestApp();
    [owner, other] = await Promise.all([person(app), person(app)]);
  });
  afterAll(() => app.close());

  const rows = async (userId: string) => app.em.fork().getConnection().execute('select * from share_links where user_id = ? order by created_at', [userId]);

  describe('POST /api/share-links', () => {
    it('creates a full 30-day link by default, with an unguessable URL-safe token and its /shared/ url', async () => {
      const res = await owner.agent.post('/api/share-links').send({ purpose: '  Application for Chief Officer  ' }).expect(201);
      expect(res.body).toMatchObject({ purpose: 'Application for Chief Officer', accessLevel: 'full', views: 0, daysLeft: 30 });
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(res.body.token, 'base64url')).toHaveLength(32);
      expect(res.body.url).toBe(`http://localhost:3000/shared/${res.body.token}`);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThanOrEqual(30);
    });

    it.each([
      [7, 'summary'],
      [14, 'full'],
      [60, 'summary'],
    ])('creates a %i-day %s link', async (expirationDays, accessLevel) => {
      const res = await owner.agent.post('/api/share-links').send({ purpose: 'Crew agency', accessLevel, expirationDays }).expect(201);
      expect(res.body).toMatchObject({ accessLevel, daysLeft: expirationDays });
    });

    it.each([
      [{}, 'Please specify the purpose for this share link'],
      [{ purpose: '   ' }, 'Please specify the purpose for this share link'],
      [{ purpose: 42 }, 'Please specify the purpose for this share link'],
      [{ purpose: 'x'.repeat(201) }, 'purpose must be at most 200 characters'],
      [{ purpose: 'Agency', expirationDays: 10 }, 'expirationDays must be 7, 14, 30 or 60'],
      [{ purpose: 'Agency', expirationDays: '30' }, 'expirationDays must be 7, 14, 30 or 60'],
      [{ purpose: 'Agency', expirationDays: 30.5 }, 'expirationDays must be 7, 14, 30 or 60'],
      [{ purpose: 'Agency', accessLevel: 'basic' }, 'accessLevel must be full or summary'],
      [{ purpose: 'Agency', views: 1000 }, 'property views should not exist'],
      [{ purpose: 'Agency', token: 'mine' }, 'property token should not exist'],
    ])('refuses %j with a readable 400 and writes nothing', async (body, message) => {
      const before = (await rows(owner.user.id)).length;
      const res = await owner.agent.post('/api/share-links').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await rows(owner.user.id)).toHaveLength(before);
    });

    it('accepts a purpose of exactly 200 characters', async () => {
      await owner.agent.post('/api/share-links').send({ purpose: 'x'.repeat(200) }).expect(201);
    });

    it('needs a signed-in user', async () => {
      const res = await app.http().post('/api/share-links').send({ purpose: 'Agency' }).expect(401);
      expect(res.body.message).toBe('Unauthorized');
    });
  });

  describe('GET /api/share-links', () => {
    it("lists only the owner's links, newest first, with days left and views", async () => {
      const me = await person(app);
      const first = await createLink(me, { purpose: 'First', expirationDays: 7 });
      const second = await createLink(me, { purpose: 'Second', accessLevel: 'summary' });
      await createLink(other, { purpose: 'Not yours' });
      const res = await me.agent.get('/api/share-links').expect(200);
      expect(res.body.map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);
      expect(res.body[0]).toEqual({ ...second, views: 0, daysLeft: 30, createdAt: expect.any(String) });
      expect(res.body[1]).toMatchObject({ purpose: 'First', daysLeft: 7, views: 0, url: `http://localhost:3000/shared/${first.token}` });
    });

    it('shows an expired link with 0 days left, and rounds partial days up', async () => {
      const me = await person(app);
      const expired = await createLink(me, { purpose: 'Old' });
      const soon = await createLink(me, { purpose: 'Soon' });
      const sql = app.em.fork().getConnection();
      await sql.execute(`update share_links set expires_at = now() - interval '1 minute' where id = ?`, [expired.id]);
      await sql.execute(`update share_links set expires_at = now() + interval '6 days 2 hours' where id = ?`, [soon.id]);
      const res = await me.agent.get('/api/share-links').expect(200);
      expect(res.body.find((l: { id: string }) => l.id === expired.id).daysLeft).toBe(0);
      expect(res.body.find((l: { id: string }) => l.id === soon.id).daysLeft).toBe(7);
    });

    it('needs a signed-in user', async () => {
      await app.http().get('/api/share-links').expect(401);
    });
  });

  describe('DELETE /api/share-links/{id}', () => {
    it('removes the link from the list (204)', async () => {
      const me = await person(app);
      const link = await createLink(me);
      await me.agent.delete(`/api/share-links/${link.id}`).expect(204);
      expect((await me.agent.get('/api/share-links').expect(200)).body).toEqual([]);
      await me.agent.delete(`/api/share-links/${link.id}`).expect(404);
    });

    it("answers 404 for another user's link, as for an unknown one, and leaves it working", async () => {
      const link = await createLink(owner, { purpose: 'Keep me' });
      const theirs = await other.agent.delete(`/api/share-links/${link.id}`).expect(404);
      const unknown = await other.agent.delete(`/api/share-links/${randomUUID()}`).expect(404);
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Share link not found' });
      expect((await owner.agent.get('/api/share-links').expect(200)).body.map((l: { id: string }) => l.id)).toContain(link.id);
    });

    it.each(['not-a-uuid', '1', "1' or '1'='1", '%00'])('answers 404 for the malformed id %j', async (id) => {
      const res = await owner.agent.delete(`/api/share-links/${encodeURIComponent(id)}`).expect(404);
      expect(res.body.message).toBe('Share link not found');
    });

    it('needs a signed-in user', async () => {
      const link = await createLink(owner);
      await app.http().delete(`/api/share-links/${link.id}`).expect(401);
    });
  });

  describe('GET /api/stats', () => {
    it('counts active links (not expired, not deleted)', async () => {
      const me = await person(app);
      const [a, b] = await Promise.all([createLink(me, { purpose: 'A' }), createLink(me, { purpose: 'B' }), createLink(me, { purpose: 'C' })]);
      await eventsDelivered(app);
      expect((await me.agent.get('/api/stats').expect(200)).body).toMatchObject({ activeLinks: 3, profileViews: 0 });
      await me.agent.delete(`/api/share-links/${a.id}`).expect(204);
      await app.em.fork().getConnection().execute(`update share_links set expires_at = now() - interval '1 second' where id = ?`, [b.id]);
      await app.em.fork().getConnection().execute(`update reviews_shared_links set expires_at = now() - interval '1 second' where link_id = ?`, [b.id]);
      await eventsDelivered(app);
      expect((await me.agent.get('/api/stats').expect(200)).body).toMatchObject({ activeLinks: 1, profileViews: 0 });
    });
  });
});
