import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { allKeys, createLink, type Person, person, review, verifyEmail } from './sharing-helpers.js';

const PRIVATE_KEYS = ['email', 'ipAddress', 'verificationNotes', 'reviewerCompany', 'reviewerVessel', 'reviewerEmail', 'reviewerPosition', 'verificationMethod', 'flaggingReason', 'passwordHash', 'userId', 'id'];

describe('the public profile behind a share link', () => {
  let app: TestApp;
  let dist: string;
  let owner: Person;
  let fullLink: { id: string; token: string };
  let summaryLink: { id: string; token: string };
  const reviews: Record<'shown' | 'second' | 'pending' | 'unverified' | 'hidden', string> = {} as never;

  beforeAll(async () => {
    // The built frontend's shell, so /shared/{token} answers HTML with link-preview tags.
    dist = mkdtempSync(join(tmpdir(), 'crew-sharing-dist-'));
    writeFileSync(join(dist, 'index.html'), readFileSync(new URL('../../../frontend/index.html', import.meta.url), 'utf8'));
    app = await startTestApp({ FRONTEND_DIST: dist });

    owner = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    await owner.agent
      .patch('/api/user/profile')
      .send({ position: 'Chief Officer', experience: '8 years on motor yachts', experienceYears: 8, rank: 'chief-officer', location: 'Antibes, France', stcwEndorsements: ['chief-mate', 'pst', 'fpff', 'efa', 'pssr', 'security-awareness', 'ecdis', 'gmdss-operator'] })
      .expect(200);
    await verifyEmail(app, owner.user.email);

    const [ana, ben, cat, dan, eve] = await Promise.all(['Ana', 'Ben', 'Cat', 'Dan', 'Eve'].map((firstName) => person(app, { firstName, lastName: 'Reviewer' })));
    await Promise.all([ana, ben, dan, eve].map((p) => verifyEmail(app, p.user.email)));
    reviews.shown = await review(owner, ana, { text: 'Ran the deck with quiet authority through a busy Mediterranean charter season.', rating: 5 });
    reviews.second = await review(owner, ben, { text: 'Thorough navigator; passage plans were always ready a day early and well briefed.', rating: 4 });
    reviews.pending = await review(owner, dan, { text: 'PENDING text that the owner has not confirmed yet and must stay private.', rating: 3, confirm: false });
    reviews.hidden = await review(owner, eve, { text: 'HIDDEN text the owner chose to hide from the public profile entirely.', rating: 2, hide: true });
    // Cat never confirmed her email, so her review is confirmed but not verified.
    reviews.unverified = await review(owner, cat, { text: 'UNVERIFIED text from a reviewer whose email address was never confirmed.', rating: 1 });

    fullLink = await createLink(owner, { purpose: 'Application for Chief Officer' });
    summaryLink = await createLink(owner, { purpose: 'Crew agency', accessLevel: 'summary', expirationDays: 7 });
    await eventsDelivered(app);
  }, 90_000);
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const visitor = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}`, 'User-Agent': `visitor-${n}` });
  const views = async (linkId: string) => Number((await app.em.fork().getConnection().execute('select views from share_links where id = ?', [linkId]))[0].views);

  it('shows the full profile: the person, up to 5 confirmed and verified visible reviews, stats and skills', async () => {
    const res = await app.http().get(`/api/public/profile/${fullLink.token}`).set(visitor(1)).expect(200);
    // Kept by the visitor's browser at most, and asked for again every time (ADR 0021).
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.body.accessLevel).toBe('full');
    expect(res.body.user).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      profileImageUrl: null,
      position: 'Chief Officer',
      experience: '8 years on motor yachts',
      experienceYears: 8,
      rank: 'chief-officer',
      role: 'crew',
      isVerified: true,
      stcwEndorsements: [
        'Chief Mate (Ships of 3000 GT or More)',
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
      ],
      location: 'Antibes, France',
      // No expiry dates recorded in the wallet (ADR 0029).
      stcwEndorsementExpiryDates: {},
    });
    expect(res.body.user.stcwEndorsements.join(' ')).toMatch(/Personal Survival/i);
    expect(res.body.reviews.map((r: { id: string }) => r.id).sort()).toEqual([reviews.shown, reviews.second].sort());
    for (const r of res.body.reviews) expect(r).toMatchObject({ status: 'confirmed', isVerified: true, reviewerName: expect.any(String) });
    expect(res.body.reviews.find((r: { id: string }) => r.id === reviews.shown)).toMatchObject({ rating: 5, text: 'Ran the deck with quiet authority through a busy Mediterranean charter season.' });
    // Only confirmed, visible reviews count publicly (ratings 5, 4 and the unverified 1): the
    // pending and the hidden review leave no trace, while the owner's own stats count all five.
    expect(res.body.stats).toEqual({ averageRating: 3.3, totalReviews: 3, verifiedReviews: 2, servedTogetherReviews: 0 });
    expect((await owner.agent.get('/api/stats').expect(200)).body.totalReviews).toBe(5);
    expect(res.body.skills.length).toBeGreaterThan(0);
    for (const s of res.body.skills) expect(s).toEqual({ name: expect.any(String), averageRating: expect.any(Number) });

    const text = JSON.stringify(res.body);
    for (const secret of ['PENDING', 'HIDDEN', 'UNVERIFIED', owner.user.email, 'Secret Yachting', 'Secret Vessel', '203.0.113.']) expect(text).not.toContain(secret);
  });

  it('shows the summary profile as basic: the same person, stats and skills, and no reviews', async () => {
    const full = await app.http().get(`/api/public/profile/${fullLink.token}`).set(visitor(2)).expect(200);
    const res = await app.http().get(`/api/public/profile/${summaryLink.token}`).set(visitor(2)).expect(200);
    expect(res.body).toEqual({ ...full.body, reviews: [], accessLevel: 'basic' });
  });

  it('never sends private data: no email, IPs, admin notes or reviewer details anywhere in the answer', async () => {
    await app.em.fork().getConnection().execute(`update reviews set verification_notes = 'ADMIN NOTE' where reviewee_id = ?`, [owner.user.id]);
    for (const link of [fullLink, summaryLink]) {
      const res = await app.http().get(`/api/public/profile/${link.token}`).set(visitor(3)).expect(200);
      const keys = allKeys(res.body);
      for (const key of PRIVATE_KEYS.filter((k) => k !== 'id')) expect(keys).not.toContain(key);
      expect(JSON.stringify(res.body)).not.toContain('ADMIN NOTE');
      expect(Object.keys(res.body).sort()).toEqual(['accessLevel', 'reviews', 'seaService', 'skills', 'stats', 'user']);
    }
  });

  it('stops showing a review the owner hides, at once', async () => {
    await owner.agent.patch(`/api/reviews/${reviews.second}/toggle-visibility`).expect(200);
    await eventsDelivered(app);
    const res = await app.http().get(`/api/public/profile/${fullLink.token}`).set(visitor(4)).expect(200);
    expect(res.body.reviews.map((r: { id: string }) => r.id)).toEqual([reviews.shown]);
    await owner.agent.patch(`/api/reviews/${reviews.second}/toggle-visibility`).expect(200);
    await eventsDelivered(app);
  });

  it('answers 404 "Profile not found" for an unknown, expired or deleted link', async () => {
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Profile not found' };
    const unknown = randomBytes(32).toString('base64url');
    expect((await app.http().get(`/api/public/profile/${unknown}`).expect(404)).body).toEqual(notFound);

    const expiring = await createLink(owner, { purpose: 'Expires' });
    await app.http().get(`/api/public/profile/${expiring.token}`).expect(200);
    await app.em.fork().getConnection().execute(`update share_links set expires_at = now() - interval '1 second' where id = ?`, [expiring.id]);
    expect((await app.http().get(`/api/public/profile/${expiring.token}`).expect(404)).body).toEqual(notFound);

    const deleted = await createLink(owner, { purpose: 'Deleted' });
    await app.http().get(`/api/public/profile/${deleted.token}`).expect(200);
    await owner.agent.delete(`/api/share-links/${deleted.id}`).expect(204);
    expect((await app.http().get(`/api/public/profile/${deleted.token}`).expect(404)).body).toEqual(notFound);
    // Not even its owner can open it any more.
    await owner.agent.get(`/api/public/profile/${deleted.token}`).expect(404);
  });

  describe('view counting', () => {
    it("counts a visitor once per half hour, another visitor again, and never the owner's own views", async () => {
      const link = await createLink(owner, { purpose: 'Counting' });
      await owner.agent.get(`/api/public/profile/${link.token}`).set(visitor(10)).expect(200);
      expect(await views(link.id)).toBe(0);

      await app.http().get(`/api/public/profile/${link.token}`).set(visitor(11)).expect(200);
      await app.http().get(`/api/public/profile/${link.token}`).set(visitor(11)).expect(200);
      expect(await views(link.id)).toBe(1);

      await app.http().get(`/api/public/profile/${link.token}`).set(visitor(12)).expect(200);
      // Same address, another browser: another person behind a shared connection.
      await app.http().get(`/api/public/profile/${link.token}`).set({ ...visitor(11), 'User-Agent': 'another-browser' }).expect(200);
      expect(await views(link.id)).toBe(3);

      // The same visitor opening another link is a view of that link.
      const other = await createLink(owner, { purpose: 'Counting too' });
      await app.http().get(`/api/public/profile/${other.token}`).set(visitor(11)).expect(200);
      expect(await views(other.id)).toBe(1);

      const listed = (await owner.agent.get('/api/share-links').expect(200)).body;
      expect(listed.find((l: { id: string }) => l.id === link.id).views).toBe(3);

      // Each counted view announced the link's whole state, written in the view's one statement.
      const events = await app.em.fork().getConnection().execute(
        `select e.payload, o.data from integration_events e join outbox_messages o on o.data->>'eventId' = e.event_id::text
         where e.type = 'sharing.profile-viewed' and e.payload->>'linkId' = ? order by e.position`,
        [link.id],
      );
      expect(events.map((e) => e.payload)).toEqual([1, 2, 3].map((views) => ({ linkId: link.id, userId: owner.user.id, accessLevel: 'full', expiresAt: link.expiresAt, deletedAt: null, views })));
      expect(events[0].data).toEqual({ eventId: expect.any(String), type: 'sharing.profile-viewed' });
    });

    it('counts a signed-in visitor who is not the owner', async () => {
      const link = await createLink(owner, { purpose: 'Signed-in visitor' });
      const employer = await person(app);
      await employer.agent.get(`/api/public/profile/${link.token}`).set(visitor(20)).expect(200);
      expect(await views(link.id)).toBe(1);
    });

    it('shows profileViews (deleted links included) and activeLinks in the stats', async () => {
      const me = await person(app);
      const [a, b] = [await createLink(me, { purpose: 'A' }), await createLink(me, { purpose: 'B' })];
      for (const n of [30, 31, 32]) await app.http().get(`/api/public/profile/${a.token}`).set(visitor(n)).expect(200);
      await app.http().get(`/api/public/profile/${b.token}`).set(visitor(33)).expect(200);
      await eventsDelivered(app);
      expect((await me.agent.get('/api/stats').expect(200)).body).toMatchObject({ profileViews: 4, activeLinks: 2 });
      await me.agent.delete(`/api/share-links/${a.id}`).expect(204);
      await eventsDelivered(app);
      expect((await me.agent.get('/api/stats').expect(200)).body).toMatchObject({ profileViews: 4, activeLinks: 1 });
    });
  });

  describe('the precomputed document, its ETag and 304s', () => {
    const get = (token: string, headers: Record<string, string>) => app.http().get(`/api/public/profile/${token}`).set(headers);

    it('answers 304 with no body to If-None-Match naming the current ETag, and 200 with the profile otherwise', async () => {
      const first = await get(fullLink.token, visitor(50)).expect(200);
      const etag = first.headers['etag'];
      expect(etag).not.toMatch(/^W\//);
      const again = await get(fullLink.token, { ...visitor(50), 'If-None-Match': etag }).expect(304);
      expect(again.text).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      const stale = await get(fullLink.token, { ...visitor(50), 'If-None-Match': '"an-old-one"' }).expect(200);
      expect(stale.body).toEqual(first.body);
      expect(stale.headers['etag']).toBe(etag);
    });

    it('gives a summary link its own ETag, and never serves the full document for it', async () => {
      const full = await get(fullLink.token, visitor(51)).expect(200);
      const summary = await get(summaryLink.token, visitor(51)).expect(200);
      expect(summary.headers['etag']).not.toBe(full.headers['etag']);
      const crossed = await get(summaryLink.token, { ...visitor(51), 'If-None-Match': full.headers['etag'] }).expect(200);
      expect(crossed.body.reviews).toEqual([]);
      expect(crossed.body.accessLevel).toBe('basic');
      expect(JSON.stringify(crossed.body)).not.toContain('Ran the deck');
    });

    it('counts a 304 as a view by the same rules: once per visitor per half hour, never the owner', async () => {
      const link = await createLink(owner, { purpose: 'Revalidated' });
      const { headers } = await owner.agent.get(`/api/public/profile/${link.token}`).set(visitor(52)).expect(200);
      await owner.agent.get(`/api/public/profile/${link.token}`).set({ ...visitor(52), 'If-None-Match': headers['etag'] }).expect(304);
      expect(await views(link.id)).toBe(0);
      await get(link.token, { ...visitor(53), 'If-None-Match': headers['etag'] }).expect(304);
      expect(await views(link.id)).toBe(1);
      await get(link.token, { ...visitor(53), 'If-None-Match': headers['etag'] }).expect(304);
      expect(await views(link.id)).toBe(1);
    });

    it('is rebuilt when the person changes their profile: new content, new ETag, the old one answers 200', async () => {
      const before = await get(fullLink.token, visitor(54)).expect(200);
      await owner.agent.patch('/api/user/profile').send({ location: 'Palma de Mallorca' }).expect(200);
      await eventsDelivered(app);
      const after = await get(fullLink.token, { ...visitor(54), 'If-None-Match': before.headers['etag'] }).expect(200);
      expect(after.body.user.location).toBe('Palma de Mallorca');
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      await owner.agent.patch('/api/user/profile').send({ location: 'Antibes, France' }).expect(200);
      await eventsDelivered(app);
      // Same content, same bytes, same ETag as before the change.
      expect((await get(fullLink.token, visitor(54)).expect(200)).headers['etag']).toBe(before.headers['etag']);
    });

    it('answers the same profile and ETag from identity while the document is not built yet', async () => {
      const built = await get(fullLink.token, visitor(55)).expect(200);
      const sql = (text: string) => app.em.fork().getConnection().execute(text, [owner.user.id]);
      const [saved] = await sql('select * from sharing_public_profiles where user_id = ?');
      try {
        await sql('update sharing_public_profiles set full_document = null, full_etag = null where user_id = ?');
        const live = await get(fullLink.token, visitor(55)).expect(200);
        expect(live.text).toBe(built.text);
        expect(live.headers['etag']).toBe(built.headers['etag']);
      } finally {
        await app.em.fork().getConnection().execute('update sharing_public_profiles set full_document = ?, full_etag = ? where user_id = ?', [saved.full_document, saved.full_etag, owner.user.id]);
      }
    });
  });

  describe('malformed tokens', () => {
    const cases: string[] = [
      ...Array.from({ length: 20 }, (_, i) => encodeURIComponent(randomBytes(1 + i * 3).toString('latin1'))),
      ...Array.from({ length: 10 }, () => randomBytes(32).toString('hex')),
      'a'.repeat(8000),
      encodeURIComponent('é'.repeat(43)),
      encodeURIComponent('🛳️⚓'.repeat(10)),
      '..%2F..%2Fetc%2Fpasswd',
      '..',
      '%00',
      `${'a'.repeat(42)}%00`,
      encodeURIComponent("' or '1'='1"),
      encodeURIComponent("x'; drop table share_links; --"),
      encodeURIComponent(`${randomBytes(32).toString('base64url')}'`),
      '%FF%FE%FD',
      '%E0%A4%A',
      '%',
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent(' '.repeat(43)),
    ];

    const decoded = (token: string) => {
      try {
        return decodeURIComponent(token);
      } catch {
        return token;
      }
    };

    it('answers 404, never a server error, for every one of them (400 for control characters, refused before any route)', async () => {
      for (const token of cases) {
        const res = await app.http().get(`/api/public/profile/${token}`);
        const control = /[\u0000-\u001f\u007f]/.test(decoded(token));
        expect({ token: token.slice(0, 60), status: res.status }).toEqual({ token: token.slice(0, 60), status: control ? 400 : 404 });
        expect(res.body.message).toBe(control ? 'token contains a control character' : 'Profile not found');
      }
      // The table survived the SQL-ish ones.
      expect((await app.http().get(`/api/public/profile/${fullLink.token}`).expect(200)).body.accessLevel).toBe('full');
    });
  });

  describe('link previews', () => {
    const meta = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

    it("carries the person's name, position and rating in Open Graph and Twitter tags, and counts no view", async () => {
      const before = await views(fullLink.id);
      const res = await app.http().get(`/shared/${fullLink.token}`).set(visitor(40)).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(meta(res.text, 'og:title')).toEqual(['Alex Morgan']);
      expect(meta(res.text, 'og:description')).toHaveLength(1);
      expect(meta(res.text, 'og:description')[0]).toMatch(/^Chief Officer · Rated \d\.\d\/5 from \d+ reviews · Professional profile on Crew Reviews$/);
      expect(meta(res.text, 'twitter:card')).toEqual(['summary']);
      expect(meta(res.text, 'og:url')).toEqual([`http://localhost:3000/shared/${fullLink.token}`]);
      expect(meta(res.text, 'robots')).toEqual(['noindex, nofollow']);
      expect(res.text).toContain('<title>Alex Morgan - Crew Reviews</title>');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain(owner.user.email);
      expect(await views(fullLink.id)).toBe(before);
    });

    it('escapes names in the tags', async () => {
      const evil = await person(app, { firstName: '"><script>alert(1)</script>', lastName: 'X' });
      const link = await createLink(evil);
      const res = await app.http().get(`/shared/${link.token}`).expect(200);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(meta(res.text, 'og:title')).toEqual(['&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; X']);
    });

    it.each(['unknown', 'malformed', 'expired'])('gives an %s link the generic tags', async (kind) => {
      let token = kind === 'unknown' ? randomBytes(32).toString('base64url') : '..%2F%00';
      if (kind === 'expired') {
        const link = await createLink(owner, { purpose: 'Preview of an expired link' });
        await app.em.fork().getConnection().execute(`update share_links set expires_at = now() - interval '1 second' where id = ?`, [link.id]);
        token = link.token;
      }
      const res = await app.http().get(`/shared/${token}`).expect(200);
      expect(meta(res.text, 'og:title')).toEqual(['Crew Reviews']);
      expect(meta(res.text, 'og:description')).toEqual(['Verified professional reviews and credentials for maritime crew.']);
      expect(meta(res.text, 'twitter:card')).toEqual(['summary']);
      expect(res.text).not.toContain('Alex Morgan');
    });

    it('leaves other pages with the default tags', async () => {
      const res = await app.http().get('/privacy').expect(200);
      expect(meta(res.text, 'og:title')).toEqual(['Crew Reviews']);
      expect(meta(res.text, 'robots')).toEqual([]);
    });
  });
});
